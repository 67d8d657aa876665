import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../app/i18n';
import { TextWidget } from './TextWidget';

describe('text widget', () => {
  it('names the limit of a text longer than the field takes (a 6,900-character name), not just "invalid value"', async () => {
    await i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <TextWidget name="name" field={{ kind: 'string' }} label="Name" value={'x'.repeat(6900)} error="Invalid value" onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByText('At most 2,000 characters; 6,900 typed')).toBeTruthy();
  });
});
