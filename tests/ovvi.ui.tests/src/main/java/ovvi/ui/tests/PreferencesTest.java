package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import ovvi.ui.UiIds;
import ovvi.ui.preferences.OvviPreferencePage;
import ovvi.ui.preferences.OvviPreferences;

/** Window ▸ Preferences ▸ Ovvi, edited with real input and read back from the instance scope. */
class PreferencesTest {

	private final Display display = Display.getCurrent();

	@AfterEach
	void restoreTheDefaults() {
		IPreferenceStore store = OvviPreferences.store();
		store.setToDefault(OvviPreferences.BALANCE_SPLITS);
		store.setToDefault(OvviPreferences.INSTALL_COMMAND);
		store.setToDefault(OvviPreferences.TERMINAL_FONT);
	}

	@Test
	void theDefaultsAreBalancedSplitsTheSystemMonospaceAndHerdrsInstallCommand() {
		assertTrue(OvviPreferences.balanceSplits());
		assertEquals("curl -fsSL https://herdr.dev/install.sh | sh", OvviPreferences.installCommand());
		FontData[] font = OvviPreferences.terminalFont();
		assertEquals("Monospace", font[0].getName());
		assertTrue(font[0].getHeight() > 0);
	}

	@Test
	void theHerdrInstallProgramArgumentOverridesTheCommandForARun() {
		assertEquals("sh /tmp/fake-install.sh",
				OvviPreferences.installOverride(java.util.List.of("-data", "/tmp/x", "-herdrInstall", "sh /tmp/fake-install.sh")));
		assertEquals(null, OvviPreferences.installOverride(java.util.List.of("-data", "/tmp/x")));
		assertEquals(null, OvviPreferences.installOverride(java.util.List.of("-herdrInstall")));
	}

	@Test
	void theOvviPageIsUnderWindowPreferences() {
		PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().forceActive();
		var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
		var windowMenu = java.util.Arrays.stream(window.getMenuBar().getItems())
				.filter(item -> item.getText().replace("&", "").equals("Window")).findFirst().orElseThrow();
		var preferences = java.util.Arrays.stream(windowMenu.getMenu().getItems())
				.filter(item -> item.getText().replace("&", "").startsWith("Preferences")).findFirst();
		assertTrue(preferences.isPresent(), "Window has Preferences");
		assertTrue(java.util.Arrays.stream(PlatformUI.getWorkbench().getPreferenceManager().getRootSubNodes())
				.anyMatch(node -> OvviPreferencePage.ID.equals(node.getId()) && "Ovvi".equals(node.getLabelText())),
				"the Ovvi page is a top-level node of the preference tree");
	}

	@Test
	void editsOnThePagePersistInTheInstanceScope() throws Exception {
		Shell window = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
		var dialog = PreferencesUtil.createPreferenceDialogOn(window, OvviPreferencePage.ID, null, null);
		dialog.setBlockOnOpen(false);
		dialog.open();
		Shell shell = dialog.getShell();
		try {
			Button balance = Widgets.byId(shell, UiIds.PREFERENCES_BALANCE_SPLITS, Button.class);
			assertTrue(balance.getSelection(), "Balance splits automatically is on by default");
			Text install = Widgets.byId(shell, UiIds.PREFERENCES_INSTALL_COMMAND, Text.class);
			assertEquals("curl -fsSL https://herdr.dev/install.sh | sh", install.getText());
			Widgets.byId(shell, UiIds.PREFERENCES_TERMINAL_FONT, Button.class);
			Screenshots.save(shell, "preferences.png");

			Mouse.click(balance, 8, balance.getSize().y / 2);
			UiWait.until(display, () -> !balance.getSelection(), "the box is cleared");
			install.forceFocus();
			install.selectAll();
			Keyboard.type(display, "sh ~/install-herdr.sh");
			UiWait.until(display, () -> install.getText().equals("sh ~/install-herdr.sh"), "the command is typed");

			Button ok = Widgets.all(shell, Button.class).stream()
					.filter(button -> button.getText().replace("&", "").startsWith("Apply and Close")
							|| button.getText().replace("&", "").equals("OK"))
					.findFirst().orElseThrow();
			Mouse.click(ok);
			UiWait.until(display, shell::isDisposed, "the dialog closed");
		} finally {
			if (!shell.isDisposed()) {
				dialog.close();
			}
		}

		org.eclipse.core.runtime.preferences.IEclipsePreferences stored = InstanceScope.INSTANCE.getNode(OvviPreferences.QUALIFIER);
		assertEquals("false", stored.get(OvviPreferences.BALANCE_SPLITS, null));
		assertEquals("sh ~/install-herdr.sh", stored.get(OvviPreferences.INSTALL_COMMAND, null));
		assertFalse(OvviPreferences.balanceSplits());
		assertEquals("sh ~/install-herdr.sh", OvviPreferences.installCommand());
		assertArrayEquals(PreferenceConverter.getDefaultFontDataArray(OvviPreferences.store(), OvviPreferences.TERMINAL_FONT),
				OvviPreferences.terminalFont());
	}

	@Test
	void anEmptyInstallCommandIsRefusedOnThePage() throws Exception {
		Shell window = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
		var dialog = PreferencesUtil.createPreferenceDialogOn(window, OvviPreferencePage.ID, null, null);
		dialog.setBlockOnOpen(false);
		dialog.open();
		Shell shell = dialog.getShell();
		try {
			Text install = Widgets.byId(shell, UiIds.PREFERENCES_INSTALL_COMMAND, Text.class);
			install.forceFocus();
			install.selectAll();
			Keyboard.press(display, SWT.BS);
			UiWait.until(display, () -> ((org.eclipse.jface.dialogs.IDialogPage) dialog.getSelectedPage()).getErrorMessage() != null,
					"the page says what is wrong");
			assertEquals("The install command cannot be empty.", ((org.eclipse.jface.dialogs.IDialogPage) dialog.getSelectedPage()).getErrorMessage());
		} finally {
			dialog.close();
		}
	}
}
