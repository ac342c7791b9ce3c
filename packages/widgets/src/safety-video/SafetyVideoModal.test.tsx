import { configure, resetConfig } from '@multisalle/core';
import { fakeV2Server } from '@multisalle/core/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafetyVideoModal } from './SafetyVideoModal';

afterEach(() => resetConfig());

const props = {
  hallId: 7,
  videoUrl: '/videos/consignes-securite.webm',
  captionsUrl: '/videos/consignes-securite.vtt',
};

describe('SafetyVideoModal (spec 2 sections 2 and 4)', () => {
  it('shows the video with controls and French captions', () => {
    render(<SafetyVideoModal {...props} onDone={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', props.videoUrl);
    const track = video?.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'fr');
    expect(track).toHaveAttribute('src', props.captionsUrl);
  });

  it('section 4: once the video has ended, sends the attestation with date, time and hall id, then onDone', async () => {
    const server = fakeV2Server({ 'POST /video/securite': { status: 201, body: { bSucces: true } } });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    const onDone = vi.fn();
    render(<SafetyVideoModal {...props} onDone={onDone} onClose={vi.fn()} />);
    expect(server.requests).toEqual([]);
    fireEvent.ended(screen.getByRole('dialog').querySelector('video') as HTMLVideoElement);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      heure: expect.stringMatching(/^\d{2}:\d{2}$/),
      videoRegardee: true,
      idMultisalle: 7,
    });
  });

  it('ANNULER before the end closes without an attestation', async () => {
    const user = userEvent.setup();
    const server = fakeV2Server({});
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    const onClose = vi.fn();
    const onDone = vi.fn();
    render(<SafetyVideoModal {...props} onDone={onDone} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
  });
});
