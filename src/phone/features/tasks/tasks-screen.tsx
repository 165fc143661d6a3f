import { useTranslation } from 'react-i18next';
import { Link } from '../../app/bottom-nav';
import { whenText } from '../../lib/format';
import { enqueue, usePhone } from '../../lib/store';

/** My open tasks, soonest first; Done queues the change. */
export function TasksScreen() {
  const { t } = useTranslation();
  const s = usePhone();
  const today = s.stored.meta?.today ?? '';
  const tasks = [...s.data.tasks].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  return (
    <>
      <header className="topbar">
        <h1>{t('tasks.title')}</h1>
      </header>
      <main>
        {tasks.length === 0 && <p className="empty">{t('tasks.empty')}</p>}
        {tasks.map((task) => (
          <div key={task._id} className="row" data-testid="task-row">
            <span className="main">
              <span className="name">{task.title}</span>
              <br />
              <span className="sub">
                {t('tasks.due', { time: whenText(task.dueAt, today) })}
                {task.lead && (
                  <>
                    {' · '}
                    <Link to={{ name: 'lead', id: task.lead._id }} className="tap-link">
                      {task.lead.name}
                    </Link>
                  </>
                )}
              </span>
              {task.description && <span className="sub"> — {task.description}</span>}
            </span>
            <button
              type="button"
              className="btn"
              onClick={() => void enqueue({ kind: 'taskDone', taskId: task._id, leadId: task.lead?._id ?? null })}
            >
              {t('tasks.done')}
            </button>
          </div>
        ))}
      </main>
    </>
  );
}
