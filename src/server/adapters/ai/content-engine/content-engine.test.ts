import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, LESSON_DURATIONS, lessonPlanContentSchema, summaryContentSchema } from '../../../../shared/schemas/ai-content';
import { activityMinutes, fitActivities, renderLessonPlan, writeLessonPlan } from './lesson-plan';
import { renderSummary, writeSummary } from './summary';
import { apportion, splitList } from './text';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('built-in summary writer', () => {
  const input = {
    subject: 'Algebra',
    topicsCovered: 'Linear equations, Factorising quadratics\nSimultaneous equations',
    engagementLevel: 'low' as const,
    performance: 'Solved linear equations quickly. Struggled with negative coefficients',
    studentName: 'Asha',
  };
  const content = writeSummary(input);
  const text = renderSummary(content, input);

  it('fits the summary schema', () => expect(summaryContentSchema.parse(content)).toEqual(content));

  it('has one topic bullet per listed topic', () => {
    expect(content.topicsCovered).toHaveLength(3);
    expect(content.topicsCovered[0]).toMatch(/^Linear equations:/);
    expect(content.topicsCovered[2]).toMatch(/^Simultaneous equations:/);
  });

  it('reflects every input in the text', () => {
    for (const s of ['Algebra', 'Linear equations', 'Factorising quadratics', 'Simultaneous equations', 'Asha', 'Solved linear equations quickly', 'negative coefficients', 'Low']) {
      expect(text).toContain(s);
    }
    for (const h of ['Overview', 'Topics Covered', 'Engagement', 'Performance', 'Strengths', 'Areas to Improve', 'Next Steps']) expect(text).toContain(`\n${h}\n`);
    expect(text).not.toMatch(/lorem|ipsum/i);
  });

  it('sorts performance notes into strengths and areas and targets the weak one next', () => {
    expect(content.strengths.join(' ')).toContain('Solved linear equations quickly');
    expect(content.areasToImprove.join(' ')).toContain('Struggled with negative coefficients');
    expect(content.nextSteps.join(' ')).toContain('negative coefficients');
  });

  it('writes different engagement text and next steps for each level', () => {
    const high = writeSummary({ ...input, engagementLevel: 'high' });
    const medium = writeSummary({ ...input, engagementLevel: 'medium' });
    expect(new Set([high.engagement, medium.engagement, content.engagement]).size).toBe(3);
    expect(high.nextSteps[1]).not.toBe(content.nextSteps[1]);
  });

  it('names the followed lesson plan and works without optional fields', () => {
    const bare = writeSummary({ subject: 'Physics', topicsCovered: 'Forces', engagementLevel: 'medium', followedPlanTopic: 'Newton laws' });
    expect(bare.overview).toContain('The student worked on Physics');
    expect(bare.overview).toContain('Newton laws');
    expect(bare.performance).toContain('Forces');
  });
});

describe('built-in lesson plan writer', () => {
  it('activity minutes add up exactly to every duration', () => {
    for (const d of LESSON_DURATIONS) {
      const m = activityMinutes(d);
      expect(sum(m)).toBe(d);
      expect(m.every((x) => x >= 1)).toBe(true);
      for (const g of GRADE_LEVELS) expect(sum(writeLessonPlan({ topic: 'Fractions', gradeLevel: g, duration: d }).activities.map((a) => a.minutes))).toBe(d);
    }
  });

  it('reflects every input and adapts materials to the grade level', () => {
    const plan = writeLessonPlan({ topic: 'Photosynthesis', gradeLevel: 'High School (9-12)', duration: 45, additionalNotes: 'Focus on the light reactions', studentName: 'Ravi' });
    expect(lessonPlanContentSchema.parse(plan)).toEqual(plan);
    const text = renderLessonPlan(plan, { topic: 'Photosynthesis', gradeLevel: 'High School (9-12)', duration: 45 });
    for (const s of ['Photosynthesis', 'High School (9-12)', '45 minutes', 'Focus on the light reactions', 'Ravi']) expect(text).toContain(s);
    for (const h of ['Learning Objectives', 'Materials', 'Activities', 'Assessment', 'Homework']) expect(text).toContain(`\n${h}\n`);
    expect(plan.activities.map((a) => a.name)).toEqual(['Warm-up', 'Direct instruction', 'Guided practice', 'Independent practice', 'Assessment', 'Wrap-up']);
    const elementary = writeLessonPlan({ topic: 'Photosynthesis', gradeLevel: 'Elementary (K-5)', duration: 45 });
    expect(elementary.materials).not.toEqual(plan.materials);
    expect(text).toContain('0–5 min · Warm-up');
    expect(text).not.toMatch(/lorem|ipsum/i);
  });

  it('starts from the previous next steps when given', () => {
    const plan = writeLessonPlan({ topic: 'Ratios', gradeLevel: 'Adult Learner', duration: 60, previousNextSteps: ['Set practice on unit rates.', 'Recap percentages.'] });
    expect(plan.buildsOn).toEqual(['Set practice on unit rates.', 'Recap percentages.']);
    expect(plan.objectives[0]).toContain('Set practice on unit rates');
    expect(plan.activities[0].description).toContain('Recap percentages');
  });

  it('fits provider activities to the duration', () => {
    const fitted = fitActivities([{ name: 'A', minutes: 10, description: 'x' }, { name: 'B', minutes: 40, description: 'y' }], 90);
    expect(sum(fitted.map((a) => a.minutes))).toBe(90);
  });
});

describe('text helpers', () => {
  it('splits lists on commas, semicolons and lines', () => expect(splitList(' a, b;\n- c\n\nA ')).toEqual(['a', 'b', 'c']));
  it('apportions exactly', () => {
    for (let t = 6; t < 200; t++) expect(sum(apportion(t, [10, 25, 25, 20, 10, 10]))).toBe(t);
    expect(sum(apportion(3, [1, 100, 1]))).toBe(3);
  });
});
