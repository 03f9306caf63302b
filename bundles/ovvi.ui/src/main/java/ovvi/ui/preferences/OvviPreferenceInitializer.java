package ovvi.ui.preferences;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;

public final class OvviPreferenceInitializer extends AbstractPreferenceInitializer {

	@Override
	public void initializeDefaultPreferences() {
		OvviPreferences.setDefaults(OvviPreferences.store());
	}
}
