import * as v from 'valibot'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { VerificationDecisionSchema } from '@api/contract/verification'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { ReasonDecision } from '../form/reason-decision'

const choice = css({ display: 'flex', gap: '2', alignItems: 'center' })

/** The superadmin's decision after reading the evidence: verified or refused, always with a reason (issue 42). */
export function DecisionForm({ clientId }: { clientId: number }) {
  const t = useT()
  return (
    <ReasonDecision
      parse={(data) => {
        const parsed = v.safeParse(VerificationDecisionSchema, {
          status: data.get('status'),
          reason: data.get('reason') ?? '',
        })
        return parsed.success ? parsed.output : null
      }}
      send={(json) =>
        read(api.superadmin.verification[':id'].decision.$post({ param: { id: String(clientId) }, json }))
      }
      queryKey={['admin', 'verification']}
      label={t('admin.verification.reason')}
      required={t('admin.verification.reasonRequired')}
      done={t('admin.verification.decided')}
      failed={(error) =>
        t(
          error instanceof ApiError && error.code === 'NIP_HELD'
            ? 'admin.verification.nipHeld'
            : 'admin.verification.failed',
        )
      }
      testId="verification-decision"
      className={css({ display: 'grid', gap: '3', maxW: 'xl' })}
      fieldClassName={css({ display: 'grid', gap: '1' })}
      before={
        <fieldset className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
          <legend className={css({ fontWeight: '600', mb: '2' })}>{t('admin.verification.decision')}</legend>
          <label className={choice}>
            <input type="radio" name="status" value="verified" defaultChecked />
            {t('admin.verification.markVerified')}
          </label>
          <label className={choice}>
            <input type="radio" name="status" value="refused" />
            {t('admin.verification.markRefused')}
          </label>
        </fieldset>
      }
      after={(busy) => (
        <button
          type="submit"
          className={button({ size: 'sm' }) + ' ' + css({ w: 'fit-content' })}
          aria-disabled={busy || undefined}
        >
          {t('admin.verification.decide')}
        </button>
      )}
    />
  )
}
