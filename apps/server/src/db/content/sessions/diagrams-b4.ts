import type { Diagram } from '@academy/contract';

export const B4_DIAGRAMS: Readonly<Record<string, Diagram>> = {};
