import { type Page } from '@playwright/test';
import { REPO_ROOT, SERVICES_PORT } from './ports';
import { expect, shot, test, viewports } from './screens';
import { freshCustomer, signIn } from './support';

// The support chat against the real stack: a customer sends a message from the chat, support answers it on the
// services' agent page (a second page), the answer appears in the customer's open chat at once, and after a reload the
// conversation is still there. The chat is not offered on photo pages nor below 576 px. Screenshots of the open chat
// at 1366 px and of the agent page go to test-results/screenshots/; axe finds nothing serious in either.

const AGENT_PAGE = `http://localhost:${SERVICES_PORT}/support-chat/agent`;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const chatButton = (page: Page) => page.getByRole('button', { name: /^Need help\? Chat with us/ });
const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat with customer support' });
const conversation = (page: Page) => chat(page).getByRole('list', { name: 'Conversation with customer support' });

test.use({ viewport: viewports.desktop });

test('send a message, answer it on the agent page, the answer appears; after a reload the conversation is still there', async ({ page, context, look }) => {
  test.setTimeout(120_000);
  const question = `Where is my photo book? (${Date.now()})`;
  const answer = 'It left our studio this morning: you will have it tomorrow.';
  await signIn(page, await freshCustomer('consumer'));
  await expect(h1(page, 'My account overview')).toBeVisible();

  // Open the chat: a dialog, the focus in the message field.
  await chatButton(page).click();
  await expect(chat(page)).toBeVisible();
  const field = chat(page).getByRole('textbox', { name: 'Your message' });
  await expect(field).toBeFocused();
  await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
  await expect(conversation(page).getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await expect(field).toHaveValue('');
  // Stored, not only shown: the conversation as the service keeps it has it.
  await expect(conversation(page).getByRole('listitem').filter({ hasText: question }).locator('time')).toBeVisible();

  // Support answers on the agent page, in a second page.
  const agent = await context.newPage();
  await agent.goto(AGENT_PAGE);
  await expect(h1(agent, 'Conversations')).toBeVisible();
  const thread = agent.getByTestId('conversation').filter({ hasText: question });
  await expect(thread).toHaveCount(1);
  await thread.getByRole('textbox', { name: /^Reply to / }).fill(answer);
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.getByTestId('conversation').filter({ hasText: question }).locator('[data-author="AGENT"]').filter({ hasText: answer })).toBeVisible();
  await agent.getByTestId('conversation').filter({ hasText: question }).scrollIntoViewIfNeeded();
  await agent.screenshot({ path: `${REPO_ROOT}test-results/screenshots/support-chat-agent-page.png` });
  await look(agent, 'the agent page');

  // The answer appears in the customer's chat without a reload, and is announced.
  const answered = conversation(page).getByRole('listitem').filter({ hasText: answer });
  await expect(answered).toBeVisible();
  await expect(answered).toContainText('Customer support');
  await expect(page.getByTestId('live-announcer-polite')).toHaveText(`New answer from customer support: ${answer}`);
  await shot(page, 'support-chat-desktop');
  await look(page, 'the open chat', { shot: 'support-chat-desktop-viewport', fullPage: false, include: '.support-chat' });

  // Escape closes it and the focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(chat(page)).toHaveCount(0);
  await expect(chatButton(page)).toBeFocused();

  // After a reload the conversation is still there (it is the service's).
  await page.reload();
  await expect(h1(page, 'My account overview')).toBeVisible();
  await chatButton(page).click();
  await expect(conversation(page).getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await expect(conversation(page).getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  const texts = await conversation(page).getByRole('listitem').allInnerTexts();
  expect(texts.findIndex((t) => t.includes(question))).toBeLessThan(texts.findIndex((t) => t.includes(answer)));
  await agent.close();
});

test('the chat is not offered on photo pages nor below 576 px wide', async ({ page }) => {
  await signIn(page, 'consumer', '/my-photos/photos');
  await expect(h1(page, 'My photos')).toBeVisible();
  await expect(page.getByTestId('photo-tile').first()).toBeVisible();
  await expect(chatButton(page)).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Customer support' })).toHaveCount(0);

  await page.goto('/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(chatButton(page)).toBeVisible();

  await page.setViewportSize(viewports.mobile); // 375 px
  await expect(chatButton(page)).toHaveCount(0);
  await page.goto('/');
  await expect(h1(page, 'My account overview')).toBeVisible();
  await expect(chatButton(page)).toHaveCount(0);
  await shot(page, 'support-chat-absent-375');
  await page.setViewportSize({ width: 575, height: 900 });
  await expect(chatButton(page)).toHaveCount(0);
  await page.setViewportSize({ width: 576, height: 900 });
  await expect(chatButton(page)).toBeVisible();
});
