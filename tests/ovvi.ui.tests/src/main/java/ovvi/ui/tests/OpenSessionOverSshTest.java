package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.testing.Sshd;
import ovvi.testing.TempHome;
import ovvi.ui.UiIds;
import ovvi.ui.open.Machines;
import ovvi.ui.open.OpenSessionDialog;
import ovvi.ui.ssh.HostKeyDialog;

/** Open Session… over a real sshd on 127.0.0.1 whose host key known_hosts does not hold. */
class OpenSessionOverSshTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(false);

	private final Display display = Display.getCurrent();

	@Test
	void anUnknownHostKeyIsAskedAboutWithItsFingerprintAndRememberedWhenTrusted() throws Exception {
		SSHD.forgetHostKeys();
		Process keygen = new ProcessBuilder("ssh-keygen", "-l", "-E", "sha256", "-f", SSHD.hostPublicKey().toString()).start();
		String fingerprint = new String(keygen.getInputStream().readAllBytes()).split(" ")[1];
		keygen.waitFor();

		try (Machines machines = new Machines(TempHome.environment(SSHD.localHome(), "/bin/bash"), display)) {
			OpenSessionDialog dialog = new OpenSessionDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), machines,
					(machine, herdr) -> {
						// this test lists sessions only
					});
			dialog.setBlockOnOpen(false);
			dialog.open();
			Shell shell = dialog.getShell();
			try {
				Combo machine = Widgets.byId(shell, UiIds.OPEN_MACHINE, Combo.class);
				assertTrue(java.util.List.of(machine.getItems()).contains(Sshd.ALIAS));
				AtomicReference<String> shown = new AtomicReference<>();
				DialogDriver user = DialogDriver.when(display, HostKeyDialog.TITLE_UNKNOWN, question -> {
					shown.set(Widgets.byId(question, UiIds.HOST_KEY_FINGERPRINT, Label.class).getText());
					Screenshots.saveQuietly(question, "host-key-sshd.png");
					Mouse.click(Widgets.byId(question, UiIds.HOST_KEY_TRUST_AND_REMEMBER, Button.class));
				});
				Mouse.click(machine, 10, machine.getSize().y / 2);
				machine.setText("");
				Keyboard.type(display, Sshd.ALIAS);
				Keyboard.press(display, SWT.CR);
				user.await();
				assertEquals(fingerprint, shown.get());

				// the sshd's machine has no herdr: the listing says so, over the trusted connection
				Label status = Widgets.byId(shell, UiIds.OPEN_STATUS, Label.class);
				UiWait.until(display, () -> Widgets.byId(shell, UiIds.OPEN_RETRY, Button.class).isVisible(),
						"the listing ends (" + status.getText() + ")");
				assertTrue(status.getText().contains("herdr is not installed on " + Sshd.ALIAS), status.getText());
				String knownHosts = Files.readString(SSHD.localHome().resolve(".ssh/known_hosts"));
				assertTrue(knownHosts.contains(Files.readString(SSHD.hostPublicKey()).split(" ")[1]), knownHosts);
			} finally {
				dialog.close();
			}
		}
	}
}
