import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { appStore, localeAtom } from '@/lib/state';
import { certification, enterprise, ownerServer, postsTo } from './ownerServer';

const ADDRESS = '福建省福州市鼓楼区五四路1号';

afterEach(() => jest.restoreAllMocks());

describe('personal cargo-owner application', () => {
  it('refuses an empty address and no cargo type before sending', async () => {
    const { sent } = mockFetch(ownerServer({ realNameApproved: true, personal: null, enterprises: [] }));
    openSignedIn('#/pages/personOwnerApply/personOwnerApply');
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(screen.getByText('此项不能为空')).toBeInTheDocument();
    expect(screen.getByText('请至少选择一种货物类型')).toBeInTheDocument();
    expect(postsTo(sent, 'applyConsignor')).toHaveLength(0);
  });

  it('sends the address and the chosen cargo types, then shows the pending status', async () => {
    const { sent } = mockFetch(
      ownerServer(
        { realNameApproved: true, personal: null, enterprises: [] },
        {
          apply: (body) => ({
            realNameApproved: true,
            personal: { certification: certification('cargoOwner', 'pending'), ...(body as object) },
            enterprises: [],
          }),
        },
      ),
    );
    openSignedIn('#/pages/personOwnerApply/personOwnerApply');
    await userEvent.type(await screen.findByLabelText('常用发货地址'), ADDRESS);
    await userEvent.click(screen.getByRole('button', { name: '冷链货物' }));
    await userEvent.click(screen.getByRole('button', { name: '钢材' }));
    await userEvent.click(screen.getByRole('button', { name: '普通货物' }));
    await userEvent.click(screen.getByRole('button', { name: '钢材' }));
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('申请正在审核中，审核结果会显示在这里。')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/indiOwnerStatus/indiOwnerStatus');
    expect(screen.getByText('常发货物类型：冷链货物、普通货物')).toBeInTheDocument();
    expect(postsTo(sent, 'applyConsignor').map((call) => call.body)).toEqual([
      { address: ADDRESS, cargoTypes: ['coldChain', 'general'] },
    ]);
  });

  it("lists the cargo types in the reader's language", async () => {
    mockFetch(ownerServer({ realNameApproved: true, personal: { certification: certification('cargoOwner', 'pending'), address: ADDRESS, cargoTypes: ['coldChain', 'general'] }, enterprises: [] }));
    openSignedIn('#/pages/indiOwnerStatus/indiOwnerStatus');
    appStore.set(localeAtom, 'en');
    expect(await screen.findByText(/Cold chain, General cargo$/)).toBeInTheDocument();
    expect(screen.queryByText(/、/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the input", async () => {
    mockFetch(
      ownerServer({ realNameApproved: false, personal: null, enterprises: [] }, { refusal: { status: 403, msg: '请先完成实名认证' } }),
    );
    openSignedIn('#/pages/personOwnerApply/personOwnerApply');
    await userEvent.type(await screen.findByLabelText('常用发货地址'), ADDRESS);
    await userEvent.click(screen.getByRole('button', { name: '钢材' }));
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请先完成实名认证')).toBeInTheDocument();
    expect(screen.getByLabelText('常用发货地址')).toHaveValue(ADDRESS);
    expect(screen.getByRole('button', { name: '钢材' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a rejection with its reason and resubmits starting from what was sent', async () => {
    mockFetch(
      ownerServer({
        realNameApproved: true,
        personal: { certification: certification('cargoOwner', 'rejected', '地址不详细'), address: '福州', cargoTypes: ['steel'] },
        enterprises: [],
      }),
    );
    openSignedIn('#/pages/indiOwnerStatus/indiOwnerStatus');
    expect(await screen.findByText('未通过原因：地址不详细')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    expect(await screen.findByLabelText('常用发货地址')).toHaveValue('福州');
    expect(screen.getByRole('button', { name: '钢材' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('apply for release', () => {
  it('sends a caller without an approved real name to real-name verification first', async () => {
    mockFetch(ownerServer({ realNameApproved: false, personal: null, enterprises: [] }));
    openSignedIn('#/pages/applyForRelease/applyForRelease');
    const steps = await screen.findByRole('region', { name: '申请货主资质前需要完成' });
    await userEvent.click(within(steps).getByRole('button', { name: '去认证：实名认证' }));
    expect(window.location.hash).toBe('#/pages/identityAuthentication/identityAuthentication');
  });

  it('offers personal and enterprise qualifications with their current standing', async () => {
    mockFetch(
      ownerServer({
        realNameApproved: true,
        personal: { certification: certification('cargoOwner', 'approved'), address: ADDRESS, cargoTypes: ['steel'] },
        enterprises: [enterprise('pending')],
      }),
    );
    openSignedIn('#/pages/applyForRelease/applyForRelease');
    expect(await screen.findByRole('button', { name: '查看审核状态' })).toBeInTheDocument();
    expect(screen.getByText('福州顺达物流有限公司')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '申请承运企业' }));
    expect(window.location.hash).toBe('#/pages/enterPriseOwnerApply/enterPriseOwnerApply?role=carrier');
  });
});

describe('enterprise contact update', () => {
  it('sends the new contact of an approved enterprise and returns to its status', async () => {
    const { sent } = mockFetch(
      ownerServer({ realNameApproved: true, personal: null, enterprises: [enterprise('approved')] }),
    );
    openSignedIn('#/pages/enterPriseInfoSupply/enterPriseInfoSupply?enterpriseId=5');
    const mobile = await screen.findByLabelText('联系电话');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '1370013700');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(postsTo(sent, 'ownerUpdateInfo')).toHaveLength(0);

    await userEvent.type(mobile, '0');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('联系信息已更新')).toBeInTheDocument();
    expect(postsTo(sent, 'ownerUpdateInfo')[0].body).toEqual({
      enterpriseId: 5,
      address: ADDRESS,
      contactName: '王五',
      contactMobile: '13700137000',
    });
  });
});
