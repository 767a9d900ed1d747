/** Dates the Chinese way (issue 15): a zh-CN calendar instead of "mm/dd/yyyy", sending 'YYYY-MM-DD'. */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@/lib/i18n';
import { DateField } from '@/components/ui/DateField';
import { pickDate } from './forms';
import { renderWithApp, resetApp } from './support';

function Form({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="field-loadingDate"
      label="装货日期"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => resetApp());
afterEach(() => setLocale('zh-CN'));

it('asks "请选择日期" and opens a calendar in Chinese', async () => {
  renderWithApp(<Form onChange={jest.fn()} initial="2030-01-02" />);
  expect(screen.getByLabelText('装货日期')).toHaveValue('2030年1月2日 周三');
  await userEvent.click(screen.getByLabelText('装货日期'));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('2030年1月')).toBeInTheDocument();
  // Weeks start on Monday with Chinese weekday names.
  const weekdays = dialog.getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  expect(dialog.getByRole('button', { name: '上个月' })).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: '确认' })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: '取消' }));
});

it('shows the placeholder while empty and sends the picked day as YYYY-MM-DD', async () => {
  const onChange = jest.fn();
  renderWithApp(<Form onChange={onChange} />);
  expect(screen.getByLabelText('装货日期')).toHaveAttribute('placeholder', '请选择日期');
  await pickDate('装货日期', '2031-03-09');
  expect(onChange).toHaveBeenLastCalledWith('2031-03-09');
  expect(screen.getByLabelText('装货日期')).toHaveValue('2031年3月9日 周日');
});

it('speaks English when the app does', async () => {
  setLocale('en');
  renderWithApp(<Form onChange={jest.fn()} initial="2030-01-02" />);
  expect(screen.getByLabelText('装货日期')).toHaveValue('Wed, 2 Jan 2030');
  await userEvent.click(screen.getByLabelText('装货日期'));
  expect(within(await screen.findByRole('dialog')).getByText('January 2030')).toBeInTheDocument();
});
