import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CertificationSteps } from '@/components/identity/CertificationSteps';
import { envelope, mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';

function certification(kind: string, status: string, rejectReason: string | null = null) {
  return { id: kind.length, kind, status, submittedAt: '2026-11-20T08:00:00.000Z', reviewedAt: null, rejectReason };
}

/** The qualification overview with real name and cargo owner in the given states (null: never submitted). */
function overview(realName: string | null, cargoOwner: string | null, reason: string | null = null) {
  return {
    isVerified: realName === 'approved',
    items: [
      { kind: 'realName', required: true, certification: realName && certification('realName', realName, reason) },
      { kind: 'cargoOwner', required: true, certification: cargoOwner && certification('cargoOwner', cargoOwner, reason) },
    ],
  };
}

function answer(body: unknown) {
  mockFetch((sent) =>
    new URL(sent.url).pathname === '/app/api/user/qualification' ? envelope(body) : envelope(null, { code: '404', msg: 'unexpected', status: 404 }),
  );
}

beforeEach(() => {
  resetApp('#/pages/releaseGoods/releaseGoods');
  signInLocally();
});
afterEach(() => jest.restoreAllMocks());

const steps = () => screen.findByRole('region', { name: '发布货源前需要完成' });

describe('certification steps before releasing goods', () => {
  it('leads a newcomer to real-name verification first and says what each step needs', async () => {
    answer(overview(null, null));
    renderWithApp(<CertificationSteps gate="releaseGoods" />);
    const region = await steps();
    expect(await within(region).findAllByText('未提交')).toHaveLength(2);
    expect(within(region).getByText('还需提交：姓名、身份证号和身份证正反面照片。')).toBeInTheDocument();
    // The owner step waits for the real name: no second button.
    expect(within(region).getByText(/还需提交：个人货主或企业货主资质申请。 上一步通过后即可提交。/)).toBeInTheDocument();
    expect(within(region).getByText('以上步骤通过后即可进行；现在填写的内容会保存在本机。')).toBeInTheDocument();
    expect(within(region).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: '去认证：实名认证' }));
    expect(window.location.hash).toBe('#/pages/identityAuthentication/identityAuthentication');
  });

  it('shows a review under way with the promised review time and no button', async () => {
    answer(overview('approved', 'pending'));
    renderWithApp(<CertificationSteps gate="releaseGoods" />);
    const region = await steps();
    expect(await within(region).findByText('已通过')).toBeInTheDocument();
    expect(within(region).getByText('审核中')).toBeInTheDocument();
    expect(within(region).getByText(/平台承诺提交后 24 小时内完成审核/)).toBeInTheDocument();
    expect(within(region).getByText('货主认证审核中，通过后会自动解锁下一步，无需重复提交。')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('shows a refusal with its reason and leads to resubmitting it', async () => {
    answer(overview('approved', 'rejected', '营业执照已过期'));
    renderWithApp(<CertificationSteps gate="releaseGoods" />);
    const region = await steps();
    expect(await within(region).findByText('未通过')).toBeInTheDocument();
    expect(within(region).getByText('未通过原因：营业执照已过期')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '修改后重新提交：货主认证' }));
    expect(window.location.hash).toBe('#/pages/applyForRelease/applyForRelease');
  });

  it('says the goal is open once every step is approved', async () => {
    answer(overview('approved', 'approved'));
    renderWithApp(<CertificationSteps gate="releaseGoods" />);
    const region = await steps();
    expect(await within(region).findByText('已满足全部条件。')).toBeInTheDocument();
    expect(within(region).getAllByText('已通过')).toHaveLength(2);
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('still names the first step when the overview cannot be read', async () => {
    mockFetch(() => envelope(null, { code: '500', msg: 'down', status: 500 }));
    renderWithApp(<CertificationSteps gate="fleetLeader" intro="车队需要实名" />);
    const region = await screen.findByRole('region', { name: '申请成为车队长前需要完成' });
    expect(within(region).getByText('车队需要实名')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '去认证：实名认证' }));
    expect(window.location.hash).toBe('#/pages/identityAuthentication/identityAuthentication');
  });
});
