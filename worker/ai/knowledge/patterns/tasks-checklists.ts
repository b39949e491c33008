import type { FeaturePatternInput } from '../records';

export default {
  id: 'tasks-checklists',
  match: [
    'task',
    'tasks',
    'to-do',
    'todo',
    'checklist',
    'checklists',
    'aufgaben',
    'aufgabenliste',
    'checkliste',
    'tareas',
    'lista de tareas',
    'lista de verificacion',
    'taches',
    'liste de taches',
    'liste de controle',
    'tarefas',
    'lista de tarefas',
    'lista de verificacao',
  ],
  description: 'Tasks with an assignee, a due date and a status, and checklists whose progress shows at a glance.',
  done: [
    { when: 'a task is assigned to someone', then: 'show it in their list and notify them' },
    { when: 'a task passes its due date unfinished', then: 'mark it overdue and highlight it for the assignee and its creator' },
    { when: 'the last item of a checklist is ticked', then: 'mark the checklist complete and record who finished it and when' },
  ],
  questions: [
    {
      id: 'pattern-recurring-tasks',
      category: 'scope',
      text: 'Should tasks and checklists be able to repeat on a schedule, such as every Monday?',
      recommended: 'Yes',
      reason: 'Routine chores and inspections are the common case; adding repeats later means migrating every task.',
      impact: 4,
      decision: 'Recurring tasks',
      feature: 'tasks-checklists',
      says: {
        Yes: 'Tasks and checklists can repeat daily, weekly or monthly; the next one is created when the current one is done or due.',
        No: 'Tasks are one-off; people duplicate a task to repeat it.',
      },
    },
  ],
} satisfies FeaturePatternInput;
