export const ADMIN_PROGRAM_MESSAGES = {
  unsafeContent: 'The change breaks the content safety rules',
  programNotFound: 'Training program not found',
  phaseNotFound: 'Phase not found',
  sessionNotFound: 'Session not found',
  structureLocked: 'Only a draft program’s phases can be added, removed or reordered',
  translationsMissing: 'Every title needs en, sv, fr and pt before publishing',
  noPhases: 'A program needs at least one phase before publishing',
  needsPublicProgram:
    'Publish another program of this age group first: every age group keeps one PUBLIC program',
  unknownAgeGroup: 'Unknown age group',
  feesIncomplete: 'Give a MONTHLY and a YEARLY fee',
  regionFeesIncomplete: 'Give a MONTHLY and a YEARLY fee for every price region before publishing',
  feeRepeated: 'Give each price region’s MONTHLY and YEARLY fee once',
  regionCurrency: 'This price region is charged in its own currency',
  diagramMissing: 'Every session needs a diagram before publishing',
} as const;
