// What the lead page and the shared task form use of tasks (decision 170).
export { useLeadTasks, useSaveTask, useTaskOptions, useUpdateTaskStatus } from './api/task-queries';
