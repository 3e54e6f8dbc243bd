import * as v from 'valibot'

/**
 * The company's trial as the panel shows it (issue 42): null for a paying company; otherwise when it ends (null until
 * its owner activates the account) and whether that moment has passed, which makes the panel read-only.
 */
export type PanelTrial = { endsAt: string | null; ended: boolean } | null

/** The console's "+N days" on a company in trial (issue 42): at least one day, at most a year at a time. */
export const TrialExtensionSchema = v.object({
  days: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.transform(Number))]),
    v.number('Podaj liczbę dni'),
    v.integer('Podaj liczbę dni'),
    v.minValue(1, 'Podaj od 1 do 365 dni'),
    v.maxValue(365, 'Podaj od 1 do 365 dni'),
  ),
})

/** What an extension answers: the trial's new end. */
export type TrialExtended = { trialEndsAt: string }
