import { openProgramOnPhone } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSubscribedPlayer } from '../fixtures/users';

test.describe('skill challenges', () => {
  test.setTimeout(90_000);

  test('a player records a challenge and gets its medal and personal best, in Portuguese at 320 px', async ({
    page,
    api,
  }) => {
    // Born 2008: U19, whose slalom marks are 16.5 s (bronze), 14 s (silver) and 12 s (gold).
    const { token } = await createSubscribedPlayer(api);
    await openProgramOnPhone(page, token, { language: 'Português', programLink: 'O meu programa' });
    const challenges = page.getByRole('region', { name: 'Desafios técnicos' });
    await expect(challenges.getByRole('listitem')).toHaveCount(5);
    await expect(challenges.getByRole('listitem').first()).toContainText('Ainda não tentado');
    // The ACTIVE phase names the challenge that closes it.
    const active = page
      .getByRole('region', { name: 'O seu treino' })
      .locator('details[data-status="ACTIVE"]');
    await expect(active.getByText('Desafio da fase:')).toBeVisible();
    await active.getByRole('link', { name: 'Slalom com bola' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Slalom com bola' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Como fazer' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: /Marcas do seu escalão/ })).toContainText('Prata 14 s');
    await expect(page.getByText('Ainda sem resultados.', { exact: false })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // The stopwatch runs and hands its time to the form.
    const stopwatch = page.getByRole('region', { name: 'Cronómetro' });
    await stopwatch.getByRole('button', { name: 'Iniciar' }).click();
    await stopwatch.getByRole('button', { name: 'Parar' }).click();
    await stopwatch.getByRole('button', { name: /^Usar .* s$/ }).click();
    const input = page.getByLabel('O seu tempo em segundos');
    await expect(input).toHaveValue(/^\d+(\.\d)?$/);

    // The time the helper measured with a phone: 13,5 s is silver at U19.
    await input.fill('13,5');
    await page.getByRole('button', { name: 'Guardar resultado' }).click();
    const saved = page.getByRole('region', { name: 'Registar o seu resultado' }).getByRole('status');
    await expect(saved).toContainText('Guardado: 13,5 s');
    await expect(saved).toContainText('Prata');
    await expect(saved).toContainText('Novo recorde pessoal!');
    const history = page.getByRole('region', { name: 'Os seus resultados' });
    await expect(
      history.getByRole('img', { name: '1 resultado. Melhor: 13,5 s. Último: 13,5 s.' }),
    ).toBeVisible();
    await history.getByText('Mostrar os resultados numa tabela').click();
    await expect(history.getByRole('table').getByRole('row')).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // A slower run: saved, bronze, not a personal best.
    await input.fill('15');
    await page.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect(saved).toContainText('Bronze');
    await expect(saved).toContainText('Desta vez não foi o seu melhor.');

    await page.getByRole('link', { name: /Voltar ao seu programa/ }).click();
    await expect(page).toHaveURL(/\/program$/);
    const slalom = challenges.getByRole('listitem').filter({ hasText: 'Slalom com bola' });
    await expect(slalom).toContainText('Melhor: 13,5 s');
    await expect(slalom).toContainText('Prata');
  });
});
