import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Modal, pageKit, Skeleton, Tabs } from '@/components';
import { usePermission, useRegisterFields } from '../../system';
import { openModal } from '@/lib/state/ui';
import authStyles from '../components/auth.module.css';
import { BannerStrip } from '../../banners';
import { RegisterForm } from './components/RegisterForm';
import { RegisterNotice } from './components/RegisterNotice';
import { enabledTabs, type RegisterTab } from './rules/registerSchema';
import styles from './register.module.css';

/** SPEC §2: the registration popup shows the banner group w_reg. */
const REGISTER_BANNER_GROUP = 'w_reg';

/** SPEC §2 registration popup: Login / Sign up tabs, the w_reg banner, a five-step notice and the form. */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('modals.register')} onClose={onClose} closeLabel={t('common.close')} size="lg">
      <div className={authStyles.layout}>
        <section className={authStyles.formSide}>
          <Tabs
            label={t('register.switchLabel')}
            active="signUp"
            onChange={(key) => {
              if (key === 'login') openModal('login');
            }}
            items={[
              { key: 'login', label: t('register.tabLogin') },
              { key: 'signUp', label: t('register.tabSignUp') },
            ]}
          >
            <SignUp />
          </Tabs>
        </section>
        <aside className={styles.side}>
          <BannerStrip group={REGISTER_BANNER_GROUP} framed />
          <RegisterNotice />
        </aside>
      </div>
    </Modal>
  );
}

/** The username and mobile tabs the whitelabel flags enable, over the server's field rules. */
function SignUp() {
  const { t } = useTranslation();
  const permission = usePermission();
  const settings = useRegisterFields();
  const tabs = enabledTabs(permission?.whitelabel);
  const [chosen, setChosen] = useState<RegisterTab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  if (!tab) return <p className={pageKit.muted}>{t('register.unavailable')}</p>;
  if (settings.isPending) {
    return (
      <div className={styles.loading} role="status" aria-label={t('register.loading')}>
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
    );
  }
  const form = (
    <RegisterForm
      key={tab}
      tab={tab}
      configs={settings.data?.fields ?? permission?.register ?? []}
      rules={settings.data?.rules ?? permission?.registerRules ?? []}
    />
  );
  if (tabs.length < 2) return form;
  return (
    <Tabs
      label={t('register.methods')}
      active={tab}
      onChange={setChosen}
      items={tabs.map((key) => ({ key, label: key === 'username' ? t('register.methodUsername') : t('register.methodMobile') }))}
    >
      {form}
    </Tabs>
  );
}
