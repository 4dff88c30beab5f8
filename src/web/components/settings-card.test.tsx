// The card names its section by its heading, and shows a spinner until its settings are in.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { withI18n } from '../../../test/helpers/i18n';
import { SettingsCard } from './settings-card';

const I18n = withI18n();

afterEach(cleanup);

const card = (settings: { numerals: string } | undefined) => (
  <I18n>
    <SettingsCard heading="Site display" intro="How pages write numbers." settings={settings}>
      {(data) => <p>Numerals: {data.numerals}</p>}
    </SettingsCard>
  </I18n>
);

it('shows a spinner while the settings load, then the form over them, in a section its heading names', () => {
  const { rerender } = render(card(undefined));
  const section = screen.getByRole('region', { name: 'Site display' });
  expect(section.textContent).toContain('How pages write numbers.');
  expect(screen.queryByText(/Numerals:/)).toBeNull();
  expect(section.querySelector('[role="status"]')).not.toBeNull();

  rerender(card({ numerals: 'bengali' }));
  expect(screen.getByText('Numerals: bengali')).toBeTruthy();
  expect(section.querySelector('[role="status"]')).toBeNull();
});
