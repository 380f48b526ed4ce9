import { openProgramOnPhone } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import type { Api } from '../fixtures/api';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createPlayerUser, startFreeMonth } from '../fixtures/users';

interface Phase {
  id: string;
  order: number;
}

/** A U18 player whose first two phases are done, so the position phase (the third) is active. */
async function playerAtPositionPhase(api: Api) {
  const created = await createPlayerUser(api, undefined, { dateOfBirth: '2009-05-01' });
  const { auth, player } = created;
  const program = await api.get<{ id: string }>(`/v1/training-program/age-group/${player.ageGroupId}`, {
    ...auth,
    query: { status: 'PUBLIC' },
  });
  const subscription = await api.post<{ id: string }>('/v1/player-training-program-subscription', {
    ...auth,
    json: { playerId: player.id, trainingProgramId: program.body.id, coupon: null },
  });
  expect(subscription.status).toBe(201);
  await startFreeMonth(api, auth, subscription.body.id);
  const playerProgram = await api.post<{ id: string }>('/v1/training-program/player-training-program', {
    ...auth,
    json: { playerTrainingProgramSubscriptionId: subscription.body.id },
  });
  expect(playerProgram.status).toBe(201);
  const phases = await api.get<Phase[]>(
    `/v1/training-program-block/training-program/${program.body.id}`,
    auth,
  );
  for (const phase of [...phases.body].sort((a, b) => a.order - b.order).slice(0, 2)) {
    const sessions = await api.get<{ id: string }[]>(`/v1/training-program-block/${phase.id}/sessions`, auth);
    for (const session of sessions.body) {
      const done = await api.put(`/v1/player-training-session/${session.id}/complete`, {
        ...auth,
        json: { playerTrainingProgramId: playerProgram.body.id },
      });
      expect(done.status).toBe(200);
    }
  }
  return created;
}

test.describe('the goalkeeper track', () => {
  test.setTimeout(120_000);

  test('a keeper chooses the track and does keeper sessions in the position phase, in Portuguese at 320 px', async ({
    page,
    api,
  }) => {
    const { token } = await playerAtPositionPhase(api);
    await openProgramOnPhone(page, token, { language: 'Português', programLink: 'O meu programa' });

    const active = page
      .getByRole('region', { name: 'O seu treino' })
      .locator('details[data-status="ACTIVE"]');
    await expect(active).toHaveAttribute('open', '');
    await expect(active.getByRole('link', { name: /^Defesa: 1 contra 1/ })).toBeVisible();
    await expect(active.getByRole('link', { name: /^Guarda-redes/ })).toHaveCount(0);

    // The choice is explicit (the profile's position does not make a keeper).
    const track = page.getByRole('group', { name: 'Percurso de treino' });
    await expect(track.getByRole('radio', { name: 'Jogador de campo' })).toBeChecked();
    await track.getByRole('radio', { name: 'Guarda-redes' }).check();
    await expect(page.getByText('Guardado: as fases mostram agora os treinos deste percurso.')).toBeVisible();
    await expect(track.getByRole('radio', { name: 'Guarda-redes' })).toBeChecked();

    await expect(active.getByRole('link', { name: /^Guarda-redes: cruzamentos/ })).toBeVisible();
    await expect(active.getByRole('link', { name: /^Defesa: 1 contra 1/ })).toHaveCount(0);
    await expect(active.getByRole('link', { name: /^Guarda-redes/ })).toHaveCount(4);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    await active.getByRole('link', { name: /^Guarda-redes: cruzamentos/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Guarda-redes: cruzamentos e comando da área',
    );
    const steps = page.getByRole('region', { name: 'O que fazer' }).getByRole('listitem');
    await expect(steps.first()).toHaveText(/^Aquecimento/);
    await expect(steps.last()).toHaveText(/^Retorno à calma/);
    await expect(page.getByRole('region', { name: 'O que é preciso' })).toContainText('Sem parceiro hoje?');
    await expect(page.getByText('Luvas de guarda-redes')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});
