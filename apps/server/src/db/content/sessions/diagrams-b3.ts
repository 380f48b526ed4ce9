import type { Diagram } from '@academy/contract';

export const B3_DIAGRAMS: Readonly<Record<string, Diagram>> = {};
