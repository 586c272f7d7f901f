import { describe, expect, it } from 'vitest';
import {
  ANSWER_OPTIONS,
  builtInQuestions,
  EXPERIENCE_CHOICES,
  templatedBio,
  validateAnswers,
  validateBasicInfo,
  validateExperience,
  validateExpertise,
} from './onboarding';

describe('onboarding validation', () => {
  it('step 1 needs a name and a city', () => {
    const error = { title: 'Missing Information', description: 'Please fill in your name and city.' };
    expect(validateBasicInfo({ fullName: '', city: 'Pune' })).toEqual(error);
    expect(validateBasicInfo({ fullName: 'Asha', city: '   ' })).toEqual(error);
    expect(validateBasicInfo({ fullName: 'Asha', city: 'Pune' })).toBeNull();
  });

  it('step 2 needs a domain or a custom domain', () => {
    const error = { title: 'Missing Information', description: 'Please select or specify your domain.' };
    expect(validateExpertise({})).toEqual(error);
    expect(validateExpertise({ domainId: '', customDomain: ' ' })).toEqual(error);
    expect(validateExpertise({ customDomain: 'Origami' })).toBeNull();
    expect(validateExpertise({ domainId: 'd1' })).toBeNull();
  });

  it('experience is one of the four choices with the spec values', () => {
    expect(EXPERIENCE_CHOICES.map((c) => [c.label, c.value])).toEqual([
      ['1-2 years', 1],
      ['3-5 years', 3],
      ['6-10 years', 6],
      ['10+ years', 11],
    ]);
    expect(validateExperience(11)).toBeNull();
    expect(validateExperience(2)?.title).toBe('Missing Information');
  });

  it('step 3 needs every question answered', () => {
    const qs = builtInQuestions('Chess');
    const error = { title: 'Incomplete Answers', description: 'Please answer all questions before proceeding.' };
    expect(validateAnswers(qs)).toEqual(error);
    expect(validateAnswers(qs.map((q, i) => ({ ...q, selectedAnswer: i < 4 ? 1 : null })))).toEqual(error);
    expect(validateAnswers(qs.map((q) => ({ ...q, selectedAnswer: 9 })))).toEqual(error);
    expect(validateAnswers([])).toEqual(error);
    expect(validateAnswers(qs.map((q) => ({ ...q, selectedAnswer: 3 })))).toBeNull();
  });
});

describe('built-in questions', () => {
  it('are the five of the spec with agree/disagree options and answer 2', () => {
    const qs = builtInQuestions('Chess');
    expect(qs).toHaveLength(5);
    expect(qs.map((q) => q.question).join(' ')).toMatch(/beginner.*challenging.*up to date.*unique.*advice/s);
    for (const q of qs) {
      expect(q.options).toEqual(['Strongly Disagree', 'Disagree', 'Agree', 'Strongly Agree']);
      expect(q.correctAnswer).toBe(2);
      expect(q.question).toContain('Chess');
    }
    expect(ANSWER_OPTIONS).toHaveLength(4);
  });
});

describe('templated bio', () => {
  const long = (n: number) => 'x'.repeat(n);
  it('uses name, domain, years and the first two answers over 20 characters cut to 150', () => {
    const aiQuestions = [
      { question: 'a', options: ['short', long(30)], correctAnswer: 0, selectedAnswer: 0 },
      { question: 'b', options: ['first long answer, really long'], correctAnswer: 0, selectedAnswer: 0 },
      { question: 'c', options: [long(200)], correctAnswer: 0, selectedAnswer: 0 },
      { question: 'd', options: ['third long answer is not used at all'], correctAnswer: 0, selectedAnswer: 0 },
    ];
    const bio = templatedBio({ fullName: 'Asha Rao', domain: 'Chess', experienceYears: 6, city: 'Pune', aiQuestions });
    expect(bio).toContain('Asha Rao is a Chess expert based in Pune with 6-10 years of experience.');
    expect(bio).toContain('first long answer, really long');
    expect(bio).toContain(long(150));
    expect(bio).not.toContain(long(151));
    expect(bio).not.toContain('third long answer');
    expect(bio).not.toContain('short');
  });

  it('leaves answers out when none is long enough (the built-in options)', () => {
    const aiQuestions = builtInQuestions('Chess').map((q) => ({ ...q, selectedAnswer: 0 }));
    const bio = templatedBio({ fullName: 'Asha', domain: 'Chess', experienceYears: 11, aiQuestions });
    expect(bio).toMatch(/^Asha is a Chess expert with 10\+ years of experience\./);
    expect(bio).not.toContain('In their own words');
  });
});
