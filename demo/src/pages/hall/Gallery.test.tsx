import { timings } from '@multisalle/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Gallery } from './Gallery.tsx';
import { galleryPhotos } from './gallery-photos.ts';

const title = 'VOTRE MULTISALLE EN IMAGES';

function renderGallery(hallKey = 'padel-park') {
  render(<Gallery title={title} photos={galleryPhotos(hallKey)} />);
  return screen.getByRole('button', { name: title });
}

async function openGallery(user = userEvent.setup()) {
  const opener = renderGallery();
  await user.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: title }), user };
}

const slide = () => screen.getByRole('group', { name: /^Photo \d sur \d$/ });

describe('hall gallery (spec 2 "Hall page" and section 9: 1 photo per page)', () => {
  it('opens a modal carousel on the first photo, one photo per page, with its French text', async () => {
    const { dialog } = await openGallery();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
    expect(slide()).toHaveAccessibleName('Photo 1 sur 5');
    expect(within(dialog).getByText('Photo 1 sur 5')).toHaveAttribute('aria-live', 'polite');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      "Les deux terrains de padel couverts, vus depuis l'entrée",
    );
    expect(within(dialog).getByRole('button', { name: 'Fermer la galerie' })).toHaveFocus();
  });

  it("turns pages with 'Photo suivante' and 'Photo précédente', wrapping at both ends", async () => {
    const { dialog, user } = await openGallery();
    const next = within(dialog).getByRole('button', { name: 'Photo suivante' });
    const previous = within(dialog).getByRole('button', { name: 'Photo précédente' });
    await user.click(next);
    expect(slide()).toHaveAccessibleName('Photo 2 sur 5');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/gallery/padel-park/match.svg');
    await user.click(previous);
    await user.click(previous);
    expect(slide()).toHaveAccessibleName('Photo 5 sur 5');
    await user.click(next);
    expect(slide()).toHaveAccessibleName('Photo 1 sur 5');
  });

  it('turns pages with the arrow keys', async () => {
    const { user } = await openGallery();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slide()).toHaveAccessibleName('Photo 3 sur 5');
    await user.keyboard('{ArrowLeft}');
    expect(slide()).toHaveAccessibleName('Photo 2 sur 5');
  });

  it('turns pages with a horizontal swipe, and ignores a short move', async () => {
    await openGallery();
    const viewport = slide().parentElement as HTMLElement;
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, clientX: fromX, pointerType: 'touch' });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: toX, pointerType: 'touch' });
    };
    swipe(300, 100);
    expect(slide()).toHaveAccessibleName('Photo 2 sur 5');
    swipe(100, 300);
    expect(slide()).toHaveAccessibleName('Photo 1 sur 5');
    swipe(300, 270);
    expect(slide()).toHaveAccessibleName('Photo 1 sur 5');
  });

  it('keeps Tab inside the open gallery', async () => {
    const { dialog, user } = await openGallery();
    const close = within(dialog).getByRole('button', { name: 'Fermer la galerie' });
    const next = within(dialog).getByRole('button', { name: 'Photo suivante' });
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape after the 200 ms modal delay and gives focus back to the opener', async () => {
    const { opener, user } = await openGallery();
    const pressedAt = performance.now();
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.parentElement).toHaveAttribute('data-state', 'closing');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(performance.now() - pressedAt).toBeGreaterThanOrEqual(timings.modalCloseDelayMs - 5);
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, and opens again on the first photo', async () => {
    const { user } = await openGallery();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Fermer la galerie' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: title }));
    expect(slide()).toHaveAccessibleName('Photo 1 sur 5');
  });
});

describe('gallery photo sets', () => {
  it('gives the padel hall, the Châteauroux hall and the others their own local photos', () => {
    const padel = galleryPhotos('padel-park');
    const chateauroux = galleryPhotos('multisalle-chateauroux');
    const other = galleryPhotos('multisalle-ajaccio');
    expect(padel.every((photo) => photo.src.startsWith('/gallery/padel-park/'))).toBe(true);
    expect(chateauroux.every((photo) => photo.src.startsWith('/gallery/chateauroux/'))).toBe(true);
    expect(other.every((photo) => photo.src.startsWith('/gallery/default/'))).toBe(true);
    expect(galleryPhotos('une-autre-salle')).toBe(other);
    for (const photo of [...padel, ...chateauroux, ...other]) expect(photo.alt.length).toBeGreaterThan(10);
  });
});
