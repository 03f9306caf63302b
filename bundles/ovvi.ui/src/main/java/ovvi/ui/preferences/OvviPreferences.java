package ovvi.ui.preferences;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.resource.FontRegistry;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import ovvi.herdr.install.HerdrInstaller;

/** Ovvi's preferences: the one place the UI reads them from, stored in the instance scope under {@code ovvi.ui}. */
public final class OvviPreferences {

	public static final String QUALIFIER = "ovvi.ui";
	public static final String BALANCE_SPLITS = "balanceSplits";
	public static final String TERMINAL_FONT = "terminalFont";
	public static final String INSTALL_COMMAND = "installCommand";

	/** The terminal font's key in JFace's font registry, which follows the preference. */
	public static final String TERMINAL_FONT_KEY = "ovvi.terminalFont";

	/** The program argument that replaces the install command for one run (the e2e tests use it). */
	public static final String INSTALL_ARGUMENT = "-herdrInstall";

	/** fontconfig's name for the system's monospace font. */
	static final FontData[] DEFAULT_TERMINAL_FONT = { new FontData("Monospace", 11, SWT.NORMAL) };

	private static IPreferenceStore store;

	private OvviPreferences() {
	}

	/** The store the preference page edits; the same object for every reader. */
	public static synchronized IPreferenceStore store() {
		if (store == null) {
			store = new ScopedPreferenceStore(InstanceScope.INSTANCE, QUALIFIER);
		}
		return store;
	}

	public static boolean balanceSplits() {
		return store().getBoolean(BALANCE_SPLITS);
	}

	public static FontData[] terminalFont() {
		return PreferenceConverter.getFontDataArray(store(), TERMINAL_FONT);
	}

	/**
	 * The terminal font as a font resource of JFace's registry, shared by every card and disposed
	 * by the registry; the registry tells its listeners ({@value #TERMINAL_FONT_KEY}) when the
	 * preference changes. UI thread only.
	 */
	public static Font terminalFontResource() {
		FontRegistry registry = JFaceResources.getFontRegistry();
		if (!registry.hasValueFor(TERMINAL_FONT_KEY)) {
			registry.put(TERMINAL_FONT_KEY, terminalFont());
			store().addPropertyChangeListener(event -> {
				if (TERMINAL_FONT.equals(event.getProperty())) {
					registry.put(TERMINAL_FONT_KEY, terminalFont());
				}
			});
		}
		return registry.get(TERMINAL_FONT_KEY);
	}

	/** The install command: this run's {@value #INSTALL_ARGUMENT} if given, else the preference. */
	public static String installCommand() {
		String override = installOverride(Arrays.asList(Platform.getApplicationArgs()));
		return override != null ? override : store().getString(INSTALL_COMMAND);
	}

	/** The command after {@value #INSTALL_ARGUMENT} in the program arguments, or null. */
	public static String installOverride(List<String> arguments) {
		int at = arguments.indexOf(INSTALL_ARGUMENT);
		return at >= 0 && at + 1 < arguments.size() ? arguments.get(at + 1) : null;
	}

	static void setDefaults(IPreferenceStore defaults) {
		defaults.setDefault(BALANCE_SPLITS, true);
		PreferenceConverter.setDefault(defaults, TERMINAL_FONT, DEFAULT_TERMINAL_FONT);
		defaults.setDefault(INSTALL_COMMAND, HerdrInstaller.DOCS_COMMAND);
	}
}
