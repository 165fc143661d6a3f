import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quickPicks } from '../../../domain/phone/quick-picks';
import { FOLLOW_UP_OUTCOMES, LOST_REASONS } from '../../../domain/schemas/follow-up';
import { callSpanParts } from '../../lib/format';
import { endCall, readPendingCall } from '../../lib/pending-call';
import { enqueue, serverNow, usePhone } from '../../lib/store';

type Next = { kind: 'pick'; at: string } | { kind: 'none' };

/**
 * "How did the call go?" — shown when the app is back after Call. Sent through the call-history
 * sync with the time away as the call's length, measured by the app: one write logs the call, the
 * outcome and the next follow-up (docs/phone-api.md).
 */
export function CallSheet() {
  const { t } = useTranslation();
  const s = usePhone();
  const call = readPendingCall();
  const [outcome, setOutcome] = useState<string>('connected');
  const [next, setNext] = useState<Next>({ kind: 'none' });
  const [error, setError] = useState<string | null>(null);
  const picks = quickPicks(serverNow());
  if (!call || call.awaySeconds === null) return null;
  const lead = s.data.leads.find((l) => l._id === call.leadId);
  const away = callSpanParts(call.awaySeconds);
  const awayText =
    away.unit === 'd' ? t('span.d', { count: away.value }) : t(`span.${away.unit}`, { value: away.value });

  const save = async (fields: { outcome: string; note: string | null; reason: string | null; next: Next }) => {
    if (fields.outcome === 'not_interested' && !fields.reason) {
      setError(t('call.reason'));
      return;
    }
    await enqueue({
      kind: 'call',
      leadId: call.leadId,
      startedAt: call.startedAt,
      durationSeconds: call.awaySeconds ?? 0,
      outcome: fields.outcome,
      reason: fields.reason,
      note: fields.note,
      nextFollowUpAt: fields.next.kind === 'pick' && fields.outcome !== 'not_interested' ? fields.next.at : null,
    });
    endCall();
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const note = String(form.get('note') ?? '').trim() || null;
    const reason = String(form.get('reason') ?? '') || null;
    const picked = String(form.get('pickAt') ?? '');
    void save({ outcome, note, reason, next: next.kind === 'none' && picked ? { kind: 'pick', at: picked } : next });
  };

  return (
    <div className="sheet-backdrop">
      <form className="sheet" role="dialog" aria-modal="true" aria-labelledby="call-title" onSubmit={submit}>
        <h2 id="call-title">{t('call.title')}</h2>
        <p className="muted">
          {lead?.name} · {t('call.away', { span: awayText })}
        </p>
        <button
          type="button"
          className="btn block danger"
          onClick={() =>
            void save({
              outcome: 'not_answering',
              note: null,
              reason: null,
              next: { kind: 'pick', at: picks[0]?.at ?? '' },
            })
          }
        >
          {t('call.notAnswering')}
        </button>
        <label className="field">
          {t('call.outcome')}
          <select name="outcome" value={outcome} onChange={(e) => setOutcome(e.target.value)}>
            {FOLLOW_UP_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`outcomes.${o}`)}
              </option>
            ))}
          </select>
        </label>
        {outcome === 'not_interested' && (
          <label className="field">
            {t('call.reason')}
            <select name="reason" defaultValue="">
              <option value="" disabled>
                —
              </option>
              {LOST_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`lostReason.${r}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          {t('call.note')}
          <textarea name="note" maxLength={1000} />
        </label>
        {outcome !== 'not_interested' && (
          <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="muted">{t('call.next')}</legend>
            <div className="chips">
              {picks.map((p) => (
                <button
                  key={p.key}
                  type="button"
                  className={`btn${next.kind === 'pick' && next.at === p.at ? ' chosen' : ''}`}
                  aria-pressed={next.kind === 'pick' && next.at === p.at}
                  onClick={() => setNext({ kind: 'pick', at: p.at })}
                >
                  {t(`call.${p.key}`)}
                </button>
              ))}
              <button
                type="button"
                className={`btn${next.kind === 'none' ? ' chosen' : ''}`}
                aria-pressed={next.kind === 'none'}
                onClick={() => setNext({ kind: 'none' })}
              >
                {t('call.noNext')}
              </button>
            </div>
            <label className="field">
              {t('call.pick')}
              <input name="pickAt" type="datetime-local" onChange={() => setNext({ kind: 'none' })} />
            </label>
          </fieldset>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn primary block">
          {t('call.save')}
        </button>
        <button type="button" className="btn block" onClick={endCall}>
          {t('call.cancel')}
        </button>
      </form>
    </div>
  );
}
