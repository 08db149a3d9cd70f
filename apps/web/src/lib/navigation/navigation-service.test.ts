import { describe, expect, it, vi } from 'vitest';
import { createNavigationService } from './navigation-service';

function setup() {
  const service = createNavigationService();
  const router = { navigate: vi.fn() };
  service.attach(router);
  return { service, router };
}

describe('navigation service', () => {
  it('navigates forward by default', async () => {
    const { service, router } = setup();
    await service.navigate('/game/dashboard');
    expect(router.navigate).toHaveBeenCalledWith('/game/dashboard', { replace: undefined });
    expect(service.getDirection()).toBe('forward');
  });

  it('records a back direction and tells subscribers', async () => {
    const { service } = setup();
    const listener = vi.fn();
    service.subscribe(listener);
    await service.navigate('/game/how-to-play', { direction: 'back' });
    expect(service.getDirection()).toBe('back');
    expect(listener).toHaveBeenCalledTimes(1);
    await service.navigate('/game/get-help');
    expect(service.getDirection()).toBe('forward');
  });

  it('hands one-time state to the next screen once', async () => {
    const { service } = setup();
    await service.navigate('/game/play-number/success', { state: { numbers: [7] } });
    expect(service.takeState()).toEqual({ numbers: [7] });
    expect(service.takeState()).toBeUndefined();
  });

  it('keeps no state when none was passed', async () => {
    const { service } = setup();
    await service.navigate('/game/dashboard');
    expect(service.takeState()).toBeUndefined();
  });

  it('refuses to navigate before a router is attached', async () => {
    await expect(createNavigationService().navigate('/')).rejects.toThrow(/router/);
  });
});
