package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.ssh.SshMachine;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;
import ovvi.ui.UiIds;
import ovvi.ui.open.Machines;
import ovvi.ui.open.OpenSessionDialog;
import ovvi.ui.preferences.OvviPreferences;
import ovvi.ui.ssh.SshTransportPreferences;

/** A host's SSH transport chosen in Open Session… (Connect Through), against a real sshd on 127.0.0.1. */
class SshTransportChoiceTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(false);

	private final Display display = Display.getCurrent();
	private final IEclipsePreferences stored = (IEclipsePreferences) InstanceScope.INSTANCE.getNode(OvviPreferences.QUALIFIER)
			.node(SshTransportPreferences.NODE);

	@AfterEach
	void forgetTheChoice() {
		stored.remove(Sshd.ALIAS);
	}

	private static OpenSessionDialog open(Machines machines) {
		OpenSessionDialog dialog = new OpenSessionDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), machines,
				(machine, herdr) -> {
					// these tests list sessions only
				});
		dialog.setBlockOnOpen(false);
		dialog.open();
		return dialog;
	}

	private void typeHost(Shell shell) {
		Combo machine = Widgets.byId(shell, UiIds.OPEN_MACHINE, Combo.class);
		Mouse.click(machine, 10, machine.getSize().y / 2);
		machine.setText("");
		Keyboard.type(display, Sshd.ALIAS);
	}

	/** Lists the host's sessions with List Sessions and waits for the listing's end: the sshd's machine has no herdr. */
	private void listSessions(Shell shell) {
		Button retry = Widgets.byId(shell, UiIds.OPEN_RETRY, Button.class);
		Mouse.click(Widgets.byId(shell, UiIds.OPEN_LIST, Button.class));
		Label status = Widgets.byId(shell, UiIds.OPEN_STATUS, Label.class);
		UiWait.until(display, retry::isVisible, "the listing ends (" + status.getText() + ")");
		assertTrue(status.getText().contains("herdr is not installed on " + Sshd.ALIAS), status.getText());
	}

	@Test
	void aHostChosenForSystemOpenSshConnectsThroughItFromItsNextConnection() throws Exception {
		try (Machines machines = new Machines(TempHome.environment(SSHD.localHome(), "/bin/bash"), display)) {
			OpenSessionDialog dialog = open(machines);
			Shell shell = dialog.getShell();
			try {
				Combo transport = Widgets.byId(shell, UiIds.OPEN_TRANSPORT, Combo.class);
				assertFalse(transport.isEnabled(), "this computer has no SSH transport");
				typeHost(shell);
				assertTrue(transport.isEnabled());
				assertEquals(OpenSessionDialog.TRANSPORTS.get(0), transport.getText());

				// Alt+N (Connect Through), then the next choice
				Keyboard.chord(display, 0, 'n', SWT.ALT);
				Keyboard.press(display, SWT.ARROW_DOWN);
				UiWait.until(display, () -> transport.getText().equals(OpenSessionDialog.TRANSPORTS.get(1)), "System OpenSSH is chosen");
				assertEquals("OPENSSH", stored.get(Sshd.ALIAS, null));
				Screenshots.saveQuietly(shell, "open-session-connect-through.png");
				listSessions(shell);
				SshMachine host = (SshMachine) machines.host(Sshd.ALIAS);
				assertEquals(SshMachine.Transport.OPENSSH, host.transport());

				Keyboard.chord(display, 0, 'n', SWT.ALT);
				Keyboard.press(display, SWT.ARROW_UP);
				UiWait.until(display, () -> transport.getText().equals(OpenSessionDialog.TRANSPORTS.get(0)), "Built-in SSH is chosen");
				assertEquals("JSCH", stored.get(Sshd.ALIAS, null));
				listSessions(shell);
				assertEquals(SshMachine.Transport.OPENSSH, host.transport(), "the open connection carries on");
				host.close();
				listSessions(shell);
				assertEquals(SshMachine.Transport.JSCH, host.transport());
			} finally {
				dialog.close();
			}
		}
	}

	@Test
	void aStoredValueThatNamesNoTransportIsPassedOver() throws Exception {
		stored.put(Sshd.ALIAS, "ssh2");
		try (Machines machines = new Machines(TempHome.environment(SSHD.localHome(), "/bin/bash"), display)) {
			OpenSessionDialog dialog = open(machines);
			Shell shell = dialog.getShell();
			try {
				typeHost(shell);
				assertEquals(OpenSessionDialog.TRANSPORTS.get(0), Widgets.byId(shell, UiIds.OPEN_TRANSPORT, Combo.class).getText());
				listSessions(shell);
				assertEquals(SshMachine.Transport.JSCH, ((SshMachine) machines.host(Sshd.ALIAS)).transport());
			} finally {
				dialog.close();
			}
		}
	}
}
