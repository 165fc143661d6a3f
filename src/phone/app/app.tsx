import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInScreen } from '../features/auth/sign-in-screen';
import { HomeScreen } from '../features/home/home-screen';
import { onSignedOut } from '../lib/api';
import { indiaTime } from '../lib/format';
import { onPendingCall, readPendingCall, watchVisibility } from '../lib/pending-call';
import { remind } from '../lib/reminders';
import { type PhoneSession, readSession } from '../lib/session';
import { getState, refresh, serverNow, setOnline, start } from '../lib/store';
import { BottomNav } from './bottom-nav';
import { type Route, useRoute } from './router';
import { StatusBar } from './status-bar';

// Every screen but Home is its own chunk, fetched after the first draw (and precached by the
// service worker, so offline they open too): the first load stays within its 120 KB budget.
const LeadScreen = lazy(() => import('../features/leads/lead-screen').then((m) => ({ default: m.LeadScreen })));
const VisitScreen = lazy(() => import('../features/visits/visit-screen').then((m) => ({ default: m.VisitScreen })));
const TasksScreen = lazy(() => import('../features/tasks/tasks-screen').then((m) => ({ default: m.TasksScreen })));
const WalkInScreen = lazy(() =>
  import('../features/walk-in/walk-in-screen').then((m) => ({ default: m.WalkInScreen })),
);
const MoreScreen = lazy(() => import('../features/more/more-screen').then((m) => ({ default: m.MoreScreen })));
const CallSheet = lazy(() => import('../features/calls/call-sheet').then((m) => ({ default: m.CallSheet })));

/** How often the app refreshes while open. */
const REFRESH_MS = 5 * 60_000;
const REMIND_MS = 30_000;

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <HomeScreen />;
    case 'lead':
      return <LeadScreen id={route.id} />;
    case 'visit':
      return <VisitScreen id={route.id} />;
    case 'tasks':
      return <TasksScreen />;
    case 'walkIn':
      return <WalkInScreen />;
    case 'more':
      return <MoreScreen />;
  }
}

function usePendingCallReady(): boolean {
  const [ready, setReady] = useState(() => readPendingCall()?.awaySeconds != null);
  useEffect(() => onPendingCall(() => setReady(readPendingCall()?.awaySeconds != null)), []);
  return ready;
}

function SignedIn() {
  const route = useRoute();
  const callReady = usePendingCallReady();
  const { t } = useTranslation();

  useEffect(() => {
    void start();
    const stopWatching = watchVisibility();
    const online = () => {
      setOnline(true);
      void refresh();
    };
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const refreshTimer = setInterval(() => void refresh(), REFRESH_MS);
    const remindTimer = setInterval(() => {
      void remind(getState().data, serverNow(), (r) => ({
        title: t('reminder.title', { name: r.name }),
        body: t('reminder.body', { time: indiaTime(r.dueAt) }),
      }));
    }, REMIND_MS);
    return () => {
      stopWatching();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearInterval(refreshTimer);
      clearInterval(remindTimer);
    };
  }, [t]);

  return (
    <div className="app">
      <StatusBar />
      <Suspense fallback={<main aria-busy="true" />}>
        <Screen route={route} />
        {callReady && <CallSheet />}
      </Suspense>
      <BottomNav route={route} />
    </div>
  );
}

export function App() {
  const [session, setSession] = useState<PhoneSession | null>(readSession);
  useEffect(() => onSignedOut(() => setSession(null)), []);
  useEffect(() => {
    const onStorage = () => setSession(readSession());
    window.addEventListener('estatedesk-session', onStorage);
    return () => window.removeEventListener('estatedesk-session', onStorage);
  }, []);
  if (!session) return <SignInScreen onSignedIn={setSession} />;
  return <SignedIn key={session.user._id} />;
}
