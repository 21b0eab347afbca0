import { expect, test } from '@playwright/test';
import { uploadSignedOut } from './uploadSupport';
import { freshCustomer, signIn } from './support';

// Photos uploaded before signing in (a signed-out upload page hands their ids over in ?uploads=): after signing in,
// My photos looks each up (not the account's own, so through the storage service's anonymous uploads) and lists it.
test('photos uploaded signed out are listed on My photos after signing in', async ({ page }) => {
  const [harbour, notes] = await uploadSignedOut(['harbour-2021-05.jpg', 'notes.jpg']);
  await signIn(page, await freshCustomer('small-library'), `/my-photos/photos?uploads=${harbour},${notes}`);

  const card = page.getByRole('region', { name: 'Your uploaded photos' });
  const items = card.getByRole('list', { name: 'Uploaded photos and where they stand' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'harbour-2021-05.jpg' })).toContainText('Uploaded');
  await expect(items.filter({ hasText: 'harbour-2021-05.jpg' })).toContainText('Uploaded before you signed in');
  // notes.jpg is a text file: the storage service refused its content.
  await expect(items.filter({ hasText: 'notes.jpg' })).toContainText('This file could not be uploaded');

  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(card).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
});
