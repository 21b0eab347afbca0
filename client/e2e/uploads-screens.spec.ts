import { expect, test, viewports } from './screens';
import { uploadSignedOut } from './uploadSupport';
import { freshCustomer, signIn } from './support';

// My photos with the uploads made before signing in listed (?uploads=), at desktop width and at 375 px.
for (const [size, viewport] of Object.entries(viewports)) {
  test(`uploads made before sign-in on My photos (${size})`, async ({ page, look }) => {
    await page.setViewportSize(viewport);
    const ids = await uploadSignedOut(['harbour-2021-05.jpg', 'garden-2018-08.png', 'notes.jpg']);
    await signIn(page, await freshCustomer('small-library'), `/my-photos/photos?uploads=${ids.join(',')},00000000-0000-4000-8000-000000000000`);
    const card = page.getByRole('region', { name: 'Your uploaded photos' });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card).toContainText('1 upload was not found.');
    await look(page, 'my photos, uploads made before sign-in', { shot: `uploads-before-sign-in-${size}` });
  });
}
