import {
  createGoalSchema,
  goalDtoSchema,
  goalParamsSchema,
  learningPathSchema,
  studentParamsSchema,
  updateGoalSchema,
} from '../../../shared/schemas/learning-path';
import { route, type RouteDef } from '../../http/route';
import { createGoal, deleteGoal, myLearningPath, studentLearningPath, updateGoal } from './learning-path.service';

const tags = ['learning-path'];

export const learningPathRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/learning-path',
    access: 'student',
    summary: "The student's learning path: per subject, goals, sessions with their shared summaries, the next lesson's agenda and progress by month",
    tags,
    response: learningPathSchema,
    handler: ({ deps, actor }) => myLearningPath({ deps, actor, input: undefined }),
  }),
  route({
    method: 'GET',
    path: '/learning-path/students/:studentId',
    access: 'expert',
    summary: "One of the tutor's students' learning path, with the tutor's own sessions, summaries and plans (403 without a booking together)",
    tags,
    params: studentParamsSchema,
    response: learningPathSchema,
    handler: ({ deps, actor, params }) => studentLearningPath({ deps, actor, input: params }),
  }),
  route({
    method: 'POST',
    path: '/learning-path/goals',
    access: 'user',
    status: 201,
    summary: 'Set a goal: a student for themself, a tutor (with studentId) for one of their students',
    tags,
    body: createGoalSchema,
    response: goalDtoSchema,
    handler: ({ deps, actor, body }) => createGoal({ deps, actor, input: body }),
  }),
  route({
    method: 'PATCH',
    path: '/learning-path/goals/:id',
    access: 'user',
    summary: "Reword a goal or change its status (the student: any of theirs, rewording only their own; a tutor: the goals they proposed)",
    tags,
    params: goalParamsSchema,
    body: updateGoalSchema,
    response: goalDtoSchema,
    handler: ({ deps, actor, params, body }) => updateGoal({ deps, actor, input: { ...body, id: params.id } }),
  }),
  route({
    method: 'DELETE',
    path: '/learning-path/goals/:id',
    access: 'user',
    summary: 'Delete a goal (only whoever set it)',
    tags,
    params: goalParamsSchema,
    response: 'empty',
    handler: ({ deps, actor, params }) => deleteGoal({ deps, actor, input: params }),
  }),
];
