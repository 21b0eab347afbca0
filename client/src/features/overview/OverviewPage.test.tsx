import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandOfChannel } from '../../brand/brands';
import { business, consumer } from '../../test/factories/viewer';
import { renderApp } from '../../test/renderApp';

describe('OverviewPage', () => {
  it('greets the customer by name and shows photo and album counts', async () => {
    renderApp('/', { viewer: consumer });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account overview' })).toBeInTheDocument();
    expect(screen.getByText('Hello Emma, welcome back')).toBeInTheDocument();
    expect(screen.getByTestId('photos-count')).toHaveTextContent('1,234 photos');
    expect(screen.getByTestId('albums-count')).toHaveTextContent('3 albums');
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Go to my photos' })).toHaveAttribute('href', '/my-photos');
    expect(screen.getByRole('link', { name: 'Go to my settings' })).toHaveAttribute('href', '/settings');
  });

  it('counts albums as the Albums tab does: with the shared albums view, the shared albums read are added', async () => {
    const viewer = {
      ...consumer,
      photoLibrary: { photosCount: 2000, albumsCount: 56, sharedAlbumsSummary: { readAlbumsCount: 1, grantedAlbumsCount: 1 } },
    };
    const config = { features: { PhotoManagementTimelineViewEnabled: true, PhotoManagementSharedAlbumsViewEnabled: true } };
    const overview = renderApp('/', { viewer, config });
    expect(await screen.findByTestId('albums-count')).toHaveTextContent('57 albums');
    overview.unmount();

    renderApp('/my-photos/photos', { viewer, config });
    expect(await screen.findByRole('link', { name: 'Albums (57)' })).toBeInTheDocument();
  });

  it('counts own albums only without the shared albums view, like the Albums tab', async () => {
    const viewer = {
      ...consumer,
      photoLibrary: { photosCount: 2000, albumsCount: 56, sharedAlbumsSummary: { readAlbumsCount: 1, grantedAlbumsCount: 1 } },
    };
    const overview = renderApp('/', { viewer });
    expect(await screen.findByTestId('albums-count')).toHaveTextContent('56 albums');
    overview.unmount();

    renderApp('/my-photos/photos', { viewer });
    expect(await screen.findByRole('link', { name: 'Albums (56)' })).toBeInTheDocument();
  });

  it('uses singular forms and business settings', async () => {
    renderApp('/', { viewer: { ...business, photoLibrary: { photosCount: 1, albumsCount: 1 } } });
    await screen.findByRole('heading', { level: 1, name: 'My account overview' });
    expect(screen.getByTestId('photos-count')).toHaveTextContent(/^1 photo$/);
    expect(screen.getByTestId('albums-count')).toHaveTextContent(/^1 album$/);
    expect(screen.getByRole('link', { name: 'Go to my settings' })).toHaveAttribute('href', '/settings/b2b');
  });

  it('degrades gracefully when the photo library is unavailable', async () => {
    renderApp('/', { viewer: { ...consumer, photoLibrary: null } });
    await screen.findByRole('heading', { level: 1, name: 'My account overview' });
    expect(screen.queryByTestId('photos-count')).not.toBeInTheDocument();
    expect(screen.getByText("Your photo library can't be shown right now. Please try again later.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toBeInTheDocument();
  });

  it('greets without a name when the name is unknown', async () => {
    renderApp('/', { viewer: { ...consumer, firstName: null, name: null } });
    expect(await screen.findByText('Hello, welcome back')).toBeInTheDocument();
  });

  it('hides the photos link without the timeline flag', async () => {
    renderApp('/', { config: { features: {} } });
    await screen.findByRole('heading', { level: 1, name: 'My account overview' });
    expect(screen.queryByRole('link', { name: 'Go to my photos' })).not.toBeInTheDocument();
    expect(screen.getByTestId('photos-count')).toBeInTheDocument();
  });

  it('formats counts in Dutch for the Dutch brand', async () => {
    renderApp('/', { brand: brandOfChannel('fotoprint-nl')! });
    await screen.findByRole('heading', { level: 1, name: 'Mijn accountoverzicht' });
    expect(screen.getByTestId('photos-count')).toHaveTextContent("1.234 foto's");
    expect(screen.getByText('Hallo Emma, welkom terug')).toBeInTheDocument();
  });
});
