import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('plurals and words the way each language writes them', () => {
  it('European Portuguese puts zero in the plural: 0 minutos, 0 dias', () => {
    const t = i18n.getFixedT('pt');
    expect(t('program.progress.minutesValue', { count: 0 })).toBe('0 minutos');
    expect(t('program.progress.streakValue', { count: 0 })).toBe('0 dias');
    expect(t('program.progress.streakValue', { count: 1 })).toBe('1 dia');
  });

  it('French keeps zero in the singular, as French writes it', () => {
    expect(i18n.getFixedT('fr')('program.progress.minutesValue', { count: 0 })).toMatch(/^0 minute$/);
  });

  it('Swedish calls a locked phase "Låst"', () => {
    expect(i18n.getFixedT('sv')('program.phaseStatus.INACTIVE')).toBe('Låst');
  });
});
