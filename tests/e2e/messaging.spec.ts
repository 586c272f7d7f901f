// Two people in two browsers: a chat request, its live approval, and messages both ways without reloads.
import { test, expect, signIn, signUp, allowTime } from './fixtures';

const EXPERT_EMAIL = 'expert7@catalog.demo.test';

test('chat request → live approval → live messages and unread badges', async ({ browser }) => {
  allowTime(120_000);
  const tutorCtx = await browser.newContext();
  const studentCtx = await browser.newContext();
  const tutor = await tutorCtx.newPage();
  const student = await studentCtx.newPage();

  await signIn(tutor, EXPERT_EMAIL, undefined, 'tutor');
  const me = (await (await tutor.request.get('/api/me')).json()) as { profile: { fullName: string } };
  const expertName = me.profile.fullName;
  await tutor.goto('/tutor/dashboard/messages');
  await expect(tutor.getByRole('tab', { name: /Conversations/ })).toBeVisible();

  const studentName = `Chat Student ${Date.now() % 100000}`;
  await signUp(student, 'student', { name: studentName });
  await student.goto('/student/messages');
  await expect(student.getByText('No conversations yet')).toBeVisible();
  await expect(student.getByText('Select a conversation to start messaging', { exact: true })).toBeVisible();

  // The student finds the expert and sends a chat request through the Start a Conversation modal.
  await student.getByRole('button', { name: 'New chat' }).click();
  await student.getByLabel('Search for tutors').fill(expertName);
  await student.getByRole('button', { name: `Chat with ${expertName}` }).first().click();
  const dialog = student.getByRole('dialog', { name: 'Start a Conversation' });
  await expect(dialog.getByText(expertName, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/\d\.\d\/5/)).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Your message').fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Your message').fill('Hello! Could you help me with my exam preparation?');
  await send.click();
  await expect(student.getByText('Chat Request Sent!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The tutor sees the live toast and the pending badge, then approves.
  await expect(tutor.getByText('New Chat Request')).toBeVisible();
  await expect(tutor.getByText(`${studentName} wants to chat with you.`)).toBeVisible();
  await expect(tutor.getByTestId('requests-badge')).toHaveText(/^[1-9]/);
  await tutor.getByRole('tab', { name: /Chat Requests/ }).click();
  const request = tutor.getByTestId('chat-request').filter({ hasText: studentName });
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(tutor.getByText('Request approved')).toBeVisible();
  await expect(tutor.getByText('Chat request has been approved.')).toBeVisible();

  // Approval opened the conversation for the tutor with the request as the first message.
  const tutorPane = tutor.getByRole('region', { name: `Conversation with ${studentName}` });
  await expect(tutorPane.getByText('Hello! Could you help me with my exam preparation?')).toBeVisible();

  // The student's list updates live; the request message arrived as unread-for-tutor, read now.
  const studentThread = student.getByTestId('thread-item').filter({ hasText: expertName });
  await expect(studentThread).toBeVisible();
  await studentThread.click();
  const studentPane = student.getByRole('region', { name: `Conversation with ${expertName}` });
  await expect(studentPane.getByText('Hello! Could you help me with my exam preparation?')).toBeVisible();

  // Messages both ways appear without reload; Enter sends.
  await tutorPane.getByLabel('Type a message').fill('Of course! Which subject?');
  await tutorPane.getByLabel('Type a message').press('Enter');
  await expect(studentPane.getByText('Of course! Which subject?')).toBeVisible();
  await studentPane.getByLabel('Type a message').fill('Physics, mostly optics.');
  // The tutor sees the student typing, until the message arrives.
  await expect(tutorPane.getByTestId('typing-indicator')).toContainText('is typing');
  await studentPane.getByRole('button', { name: 'Send message' }).click();
  await expect(tutorPane.getByText('Physics, mostly optics.')).toBeVisible();
  await expect(tutorPane.getByTestId('typing-indicator')).toBeHidden();

  // The tutor steps away to another page (an open conversation reads what arrives in it, so leaving the
  // tab alone would not do); a new message raises the unread badges; opening the conversation clears them.
  const tutorNav = tutor.getByRole('complementary', { name: 'Tutor navigation' });
  await tutorNav.getByRole('link', { name: 'Home' }).click();
  await expect(tutor).toHaveURL(/\/tutor\/dashboard$/);
  await studentPane.getByLabel('Type a message').fill('Are you free on Saturday?');
  await studentPane.getByLabel('Type a message').press('Enter');
  await expect(studentPane.getByText('Are you free on Saturday?')).toBeVisible();
  await expect(tutor.getByTestId('badge-unread').first()).toBeVisible();
  await tutorNav.getByRole('link', { name: 'Messages' }).click();
  await expect(tutor.getByRole('tab', { name: /Conversations/ })).toHaveAttribute('aria-selected', 'true');
  const tutorThread = tutor.getByTestId('thread-item').filter({ hasText: studentName });
  await expect(tutorThread.getByTestId('thread-unread')).toHaveText('1');
  await tutorThread.click();
  await expect(tutorPane.getByText('Are you free on Saturday?')).toBeVisible();
  await expect(tutorThread.getByTestId('thread-unread')).toHaveCount(0);
  await expect(tutor.getByTestId('badge-unread')).toHaveCount(0);
  const unread = (await (await tutor.request.get('/api/messages/unread')).json()) as { total: number };
  expect(unread.total).toBe(0);

  // The student sees the read receipt.
  await expect(studentPane.getByLabel('Seen')).toBeVisible();

  await tutorCtx.close();
  await studentCtx.close();
});

test('a guest is asked to sign in on the messages page and from a card', async ({ page }) => {
  await page.goto('/student/messages');
  await expect(page).toHaveURL(/\/auth\/student/);
  await page.goto('/');
  await page.getByRole('button', { name: /^Message / }).first().click();
  await expect(page).toHaveURL(/\/auth\/student/);
});

test('a student sends a chat request from an expert card on the home page', async ({ page }) => {
  await signUp(page, 'student', { name: 'Card Student' });
  await page.goto('/');
  const button = page.getByRole('button', { name: /^Message / }).first();
  const expertName = ((await button.getAttribute('aria-label')) ?? '').replace(/^Message /, '');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
  await expect(dialog.getByText(expertName, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/\d\.\d\/5/)).toBeVisible();
  await expect(dialog.getByText(/\/hr$/)).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Your message').fill('I would like help with my board exams.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await button.click();
  await expect(dialog.getByLabel('Your message')).toHaveValue('');
  await dialog.getByLabel('Your message').fill('I would like help with my board exams.');
  await send.click();
  await expect(page.getByText('Chat Request Sent!')).toBeVisible();

  await page.goto('/student/messages?tab=requests');
  const request = page.getByTestId('chat-request').filter({ hasText: `To ${expertName}` });
  await expect(request).toContainText('pending');
  await expect(request).toContainText('I would like help with my board exams.');
  await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByTestId('requests-badge')).toHaveText('1');
});
