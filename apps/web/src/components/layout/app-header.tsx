import { Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gameLogoUrl } from '@charity/domain/game-type';
import { paths } from '@charity/domain/paths';
import { useCurrentStatus } from '@/api/current-status';
import { useConfig } from '@/lib/config';
import { LanguageSwitch } from './language-switch';

interface AppHeaderProps {
  menuOpened: boolean;
  onMenuToggle: () => void;
}

/** Organization logo, the game's logo and the controls every screen has. */
export function AppHeader({ menuOpened, onMenuToggle }: AppHeaderProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const instance = useCurrentStatus().data?.CurrentGameInstance;
  const organization = config?.Organization;
  const logo = organization?.LogoUrl ?? organization?.CombinedLogoUrl;
  return (
    <header className="app-header">
      <Burger
        opened={menuOpened}
        onClick={onMenuToggle}
        aria-label={t('menu.open')}
        aria-expanded={menuOpened}
        size="sm"
      />
      <div className="app-header__brand">
        <Link
          to={paths.game.dashboard}
          aria-label={t('header.home', { name: organization?.OrganizationName ?? '' })}
        >
          {logo ? (
            <img className="app-header__logo" src={logo} alt="" />
          ) : (
            <span>{organization?.OrganizationName}</span>
          )}
        </Link>
        {config && instance && (
          <img
            className="app-header__game-logo"
            src={gameLogoUrl(config.CDNRoot, instance.GameType)}
            alt={t(`game.type.${instance.GameType === 2 ? 'fiftyFifty' : 'goldRush'}`)}
          />
        )}
      </div>
      <Group gap={4} wrap="nowrap">
        <LanguageSwitch />
      </Group>
    </header>
  );
}
