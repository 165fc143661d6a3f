import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIT_INTEREST_LEVELS } from '../../../domain/schemas/site-visit';
import { Link } from '../../app/bottom-nav';
import { BackIcon } from '../../app/icons';
import { NotOnPhone } from '../../app/not-on-phone';
import { back } from '../../app/router';
import { indiaTime, whenText } from '../../lib/format';
import { distanceToProject } from '../../lib/geo';
import { enqueue, serverNow, usePhone } from '../../lib/store';

/** A site visit: check in with the phone's location, a photo, then done or no-show. */
export function VisitScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const s = usePhone();
  const visit = s.data.visits.find((v) => v._id === id);
  const lead = s.data.leads.find((l) => l._id === visit?.leadId);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const [photoSaved, setPhotoSaved] = useState(false);
  const [result, setResult] = useState<'done' | 'no_show'>('done');
  const today = s.stored.meta?.today ?? '';

  if (!visit || !lead) {
    return <NotOnPhone />;
  }
  const project = s.data.projects.find((p) => p._id === visit.projectId);

  const checkIn = () => {
    if (!('geolocation' in navigator)) {
      setGeoError(t('visit.geoDenied'));
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const { latitude, longitude, accuracy } = pos.coords;
        void enqueue({
          kind: 'checkIn',
          leadId: lead._id,
          visitId: visit._id,
          latitude,
          longitude,
          accuracyMeters: Number.isFinite(accuracy) ? Math.round(accuracy) : null,
          at: serverNow().toISOString(),
          distanceMeters: distanceToProject(project, latitude, longitude),
        });
      },
      () => {
        setLocating(false);
        setGeoError(t('visit.geoDenied'));
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };
  const photo = (file: File | undefined) => {
    if (!file) return;
    void enqueue({
      kind: 'photo',
      leadId: lead._id,
      visitId: visit._id,
      photo: file,
      fileName: file.name || 'visit.jpg',
    });
    setPhotoSaved(true);
  };
  const close = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const interest = String(form.get('interest') ?? '');
    void enqueue({
      kind: 'visitResult',
      leadId: lead._id,
      visitId: visit._id,
      result,
      interest: result === 'done' && interest ? (interest as 'hot' | 'warm' | 'cold') : null,
      feedback: String(form.get('feedback') ?? '').trim() || null,
    });
  };
  const c = visit.checkIn;

  return (
    <>
      <header className="topbar">
        <button type="button" onClick={back} aria-label={t('lead.back')}>
          <BackIcon />
        </button>
        <h1>{t('visit.title')}</h1>
      </header>
      <main>
        <div className="card stack">
          <h2>
            <Link to={{ name: 'lead', id: lead._id }} className="tap-link">
              {lead.name}
            </Link>
          </h2>
          <p className="muted">
            {visit.project} · {whenText(visit.at, today)}
          </p>
          {visit.pickup && visit.pickupAddress && (
            <p className="muted">{t('visit.pickup', { address: visit.pickupAddress })}</p>
          )}
          {visit.note && <p>{visit.note}</p>}
        </div>

        {visit.status !== 'scheduled' ? (
          <p className="card">{t('visit.closed', { status: t(`visitStatus.${visit.status}`) })}</p>
        ) : (
          <>
            <section className="card stack" data-testid="check-in">
              {c && (
                <p>
                  <span className="ok">{t('visit.checkedIn', { time: indiaTime(c.at) })}</span>
                  <br />
                  {c.distanceMeters === null ? (
                    <span className="muted">{t('visit.noDistance')}</span>
                  ) : (
                    <span data-testid="distance">
                      {t('visit.distance', { meters: Math.round(c.distanceMeters) })} ·{' '}
                      {c.atSite ? t('visit.atSite') : t('visit.notAtSite')}
                    </span>
                  )}
                </p>
              )}
              <button type="button" className="btn primary block" onClick={checkIn} disabled={locating}>
                {locating ? t('visit.locating') : t('visit.checkIn')}
              </button>
              {geoError && (
                <p className="error" role="alert">
                  {geoError}
                </p>
              )}
              <label className="btn block">
                {t('visit.photo')}
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  hidden
                  onChange={(e) => photo(e.target.files?.[0])}
                />
              </label>
              {photoSaved && <p className="ok">{t('visit.photoQueued')}</p>}
            </section>

            <form className="card stack" onSubmit={close}>
              <div className="chips">
                {(['done', 'no_show'] as const).map((r) => (
                  <button
                    key={r}
                    type="button"
                    className={`btn${result === r ? ' chosen' : ''}`}
                    aria-pressed={result === r}
                    onClick={() => setResult(r)}
                  >
                    {r === 'done' ? t('visit.done') : t('visit.noShow')}
                  </button>
                ))}
              </div>
              {result === 'done' && (
                <label className="field">
                  {t('visit.interest')}
                  <select name="interest" defaultValue="">
                    <option value="">—</option>
                    {VISIT_INTEREST_LEVELS.map((i) => (
                      <option key={i} value={i}>
                        {t(`interest.${i}`)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <label className="field">
                {t('visit.feedback')}
                <textarea name="feedback" maxLength={2000} />
              </label>
              <button type="submit" className="btn primary block">
                {t('visit.save')}
              </button>
            </form>
          </>
        )}
      </main>
    </>
  );
}
