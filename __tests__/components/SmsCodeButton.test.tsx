import { act, fireEvent, screen } from '@testing-library/react';
import { SmsCodeButton } from '@/components/ui/SmsCodeButton';
import { renderWithApp, resetApp } from './support';

beforeEach(() => {
  resetApp();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('SmsCodeButton', () => {
  it('counts down from the server\'s resendAfter before the code can be sent again', async () => {
    const onSend = jest.fn().mockResolvedValue({ resendAfter: 60, expiresIn: 300 });
    renderWithApp(<SmsCodeButton onSend={onSend} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('验证码已发送')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: '1 秒后重发' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: '重新发送' })).toBeEnabled();
  });

  it('stays ready when the form refused to send', async () => {
    renderWithApp(<SmsCodeButton onSend={jest.fn().mockResolvedValue(undefined)} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('shows the server\'s refusal and stays ready', async () => {
    renderWithApp(<SmsCodeButton onSend={jest.fn().mockRejectedValue(new Error('发送过于频繁，请稍后再试'))} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(screen.getByText('发送过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
