import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInrShort } from '../../../domain/billing/indian-format';
import { indiaLocalDateTime } from '../../../domain/india-date';
import { fillGreeting } from '../../../domain/phone/greeting';
import { formatMobile } from '../../../web/lib/format';
import { Link } from '../../app/bottom-nav';
import { BackIcon, PhoneIcon } from '../../app/icons';
import { NotOnPhone } from '../../app/not-on-phone';
import { back, navigate } from '../../app/router';
import { indiaTime, waNumber, whenText } from '../../lib/format';
import { startCall } from '../../lib/pending-call';
import { enqueue, leadIdNow, serverNow, usePhone } from '../../lib/store';
import { useTimeline } from '../../lib/timeline';

/** A lead: details, the big buttons, a note, the next follow-up, its visits and the timeline. */
export function LeadScreen({ id: routeId }: { id: string }) {
  // A walk-in opened while it waited keeps its screen once the server gives it its own id.
  const id = leadIdNow(routeId);
  useEffect(() => {
    if (id !== routeId) navigate({ name: 'lead', id }, true);
  }, [id, routeId]);
  const { t } = useTranslation();
  const s = usePhone();
  const lead = s.data.leads.find((l) => l._id === id);
  const timeline = useTimeline(id, s.sent);
  const meta = s.stored.meta;
  const today = meta?.today ?? '';

  if (!lead) {
    return <NotOnPhone />;
  }

  const project = s.data.projects.find((p) => p._id === lead.projectId);
  const projectName = lead.projectName ?? lead.project ?? '';
  const greeting = fillGreeting(meta?.whatsappGreeting ?? '', {
    name: lead.name,
    project: projectName,
    executive: meta?.user.name ?? '',
    company: meta?.companyName ?? '',
  });
  const directions =
    project?.latitude != null && project.longitude != null
      ? `https://www.google.com/maps/dir/?api=1&destination=${project.latitude},${project.longitude}`
      : projectName
        ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([projectName, project?.place].filter(Boolean).join(', '))}`
        : null;
  const visits = s.data.visits.filter((v) => v.leadId === lead._id);

  const addNote = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const note = String(new FormData(form).get('note') ?? '').trim();
    if (!note) return;
    await enqueue({ kind: 'note', leadId: lead._id, note });
    form.reset();
  };
  const book = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const dueAt = String(new FormData(e.currentTarget).get('dueAt') ?? '');
    if (!dueAt) return;
    await enqueue({ kind: 'followUp', leadId: lead._id, dueAt, note: null });
  };

  return (
    <>
      <header className="topbar">
        <button type="button" onClick={back} aria-label={t('lead.back')}>
          <BackIcon />
        </button>
        <h1>{lead.name}</h1>
      </header>
      <main>
        <div className="card">
          <dl className="facts">
            {/* The top bar keeps two lines of a long name; the whole of it is here. */}
            <dt>{t('lead.name')}</dt>
            <dd data-testid="lead-name">{lead.name}</dd>
            <dt>{t('lead.status')}</dt>
            <dd>{t(`leadStatus.${lead.status}`)}</dd>
            <dt>{t('lead.mobile')}</dt>
            <dd>{formatMobile(lead.mobile)}</dd>
            {lead.alternateMobile && (
              <>
                <dt>{t('lead.alternate')}</dt>
                <dd>{formatMobile(lead.alternateMobile)}</dd>
              </>
            )}
            {projectName && (
              <>
                <dt>{t('lead.project')}</dt>
                <dd>{projectName}</dd>
              </>
            )}
            {lead.budget !== null && (
              <>
                <dt>{t('lead.budget')}</dt>
                <dd>{formatInrShort(lead.budget)}</dd>
              </>
            )}
            {lead.city && (
              <>
                <dt>{t('lead.city')}</dt>
                <dd>{lead.city}</dd>
              </>
            )}
            {lead.source && (
              <>
                <dt>{t('lead.source')}</dt>
                <dd>{lead.source.name}</dd>
              </>
            )}
            <dt>{t('lead.nextFollowUp')}</dt>
            <dd data-testid="next-follow-up">
              {lead.nextFollowUpAt ? whenText(lead.nextFollowUpAt, today) : t('lead.none')}
            </dd>
          </dl>
          {lead.notes && <p className="muted">{lead.notes}</p>}
        </div>

        <div className="actions">
          <a className="btn call" href={`tel:${lead.mobile}`} onClick={() => startCall(lead._id, serverNow())}>
            <PhoneIcon /> {t('lead.call')}
          </a>
          <a
            className="btn"
            href={`https://wa.me/${waNumber(lead.mobile)}?text=${encodeURIComponent(greeting)}`}
            target="_blank"
            rel="noreferrer"
          >
            {t('lead.whatsapp')}
          </a>
          <a className="btn" href={`sms:${lead.mobile}`}>
            {t('lead.sms')}
          </a>
          {directions && (
            <a className="btn" href={directions} target="_blank" rel="noreferrer" style={{ gridColumn: '1 / -1' }}>
              {t('lead.directions')}
            </a>
          )}
        </div>

        {visits.length > 0 && (
          <section className="card stack">
            <h2>{t('lead.visits')}</h2>
            {visits.map((v) => (
              <Link key={v._id} to={{ name: 'visit', id: v._id }} className="btn block">
                {v.project} · {whenText(v.at, today)} · {t(`visitStatus.${v.status}`)}
              </Link>
            ))}
          </section>
        )}

        <form className="card stack" onSubmit={book}>
          <label className="field">
            {t('lead.followUpAt')}
            <input
              name="dueAt"
              type="datetime-local"
              required
              defaultValue={lead.nextFollowUpAt ? indiaLocalDateTime(lead.nextFollowUpAt) : ''}
            />
          </label>
          <button className="btn" type="submit">
            {t('lead.book')}
          </button>
        </form>

        <form className="card stack" onSubmit={addNote}>
          <label className="field">
            {t('lead.addNote')}
            <textarea name="note" maxLength={1000} placeholder={t('lead.notePlaceholder')} />
          </label>
          <button className="btn" type="submit">
            {t('lead.saveNote')}
          </button>
        </form>

        <section className="card stack" aria-label={t('lead.timeline')}>
          <h2>{t('lead.timeline')}</h2>
          {timeline.rows === null && <p className="muted">{t('lead.timelineOffline')}</p>}
          {timeline.rows?.length === 0 && <p className="muted">{t('lead.noTimeline')}</p>}
          {timeline.rows && timeline.rows.length > 0 && (
            <ol className="timeline">
              {timeline.rows.map((row) => (
                <li key={row._id}>
                  {row.payload.summary}
                  <small>
                    {whenText(row.at, today)} · {row.by.name}
                  </small>
                </li>
              ))}
            </ol>
          )}
          {timeline.fetchedAt && !s.online && (
            <p className="muted">
              {t('lead.timelineCached', { time: indiaTime(new Date(timeline.fetchedAt).toISOString()) })}
            </p>
          )}
        </section>
      </main>
    </>
  );
}
