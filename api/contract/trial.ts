import * as v from 'valibot'
import { ADMIN_MESSAGES } from './admin-messages'

/**
 * The company's trial as the panel shows it (issue 42): null for a paying company; otherwise when it ends (null until
 * its owner activates the account) and whether that moment has passed, which makes the panel read-only.
 */
export type PanelTrial = { endsAt: string | null; ended: boolean } | null

/** The console's "+N days" on a company in trial (issue 42): at least one day, at most a year at a time. */
export const TrialExtensionSchema = v.object({
  days: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.transform(Number))]),
    v.number(ADMIN_MESSAGES.trialDays),
    v.integer(ADMIN_MESSAGES.trialDays),
    v.minValue(1, ADMIN_MESSAGES.trialDaysRange),
    v.maxValue(365, ADMIN_MESSAGES.trialDaysRange),
  ),
})

/** What an extension answers: the trial's new end. */
export type TrialExtended = { trialEndsAt: string }
