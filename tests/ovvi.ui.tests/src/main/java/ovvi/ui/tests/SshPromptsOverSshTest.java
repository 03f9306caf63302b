package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.testing.Sshd;
import ovvi.testing.TempHome;
import ovvi.ui.UiIds;
import ovvi.ui.open.Machines;
import ovvi.ui.open.OpenSessionDialog;
import ovvi.ui.ssh.SshPromptDialog;

/** A key with a passphrase, not in any agent: the login asks for it in a dialog, typed with real keys. */
class SshPromptsOverSshTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(false);

	private static final String PASSPHRASE = "correct horse";

	private final Display display = Display.getCurrent();

	private Path encryptedKey(String name) throws Exception {
		Path key = SSHD.localHome().resolve(".ssh/" + name);
		Process keygen = new ProcessBuilder("ssh-keygen", "-q", "-t", "ed25519", "-N", PASSPHRASE, "-f", key.toString()).start();
		keygen.getInputStream().readAllBytes();
		assertTrue(keygen.waitFor() == 0, "ssh-keygen made the key");
		SSHD.authorize(Path.of(key + ".pub"));
		return key;
	}

	/** Lists the sessions of the test sshd with the dialog's own gestures, the prompt answered by {@code user}. */
	private String listWith(Path key, java.util.function.Consumer<Shell> user) throws Exception {
		try (var config = SSHD.config().replacing("  IdentityFile " + SSHD.userKey(), "  IdentityFile " + key);
				Machines machines = new Machines(TempHome.environment(SSHD.localHome(), "/bin/bash"), display)) {
			OpenSessionDialog dialog = new OpenSessionDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), machines,
					(machine, herdr) -> {
						// this test lists sessions only
					});
			dialog.setBlockOnOpen(false);
			dialog.open();
			Shell shell = dialog.getShell();
			try {
				Combo machine = Widgets.byId(shell, UiIds.OPEN_MACHINE, Combo.class);
				DialogDriver prompt = DialogDriver.when(display, SshPromptDialog.TITLE, user);
				Mouse.click(machine, 10, machine.getSize().y / 2);
				machine.setText("");
				Keyboard.type(display, Sshd.ALIAS);
				Keyboard.press(display, SWT.CR);
				prompt.await();
				Label status = Widgets.byId(shell, UiIds.OPEN_STATUS, Label.class);
				UiWait.until(display, () -> Widgets.byId(shell, UiIds.OPEN_RETRY, Button.class).isVisible(),
						"the listing ends (" + status.getText() + ")");
				return status.getText();
			} finally {
				dialog.close();
			}
		}
	}

	@Test
	void thePassphraseIsTypedIntoADialogNamingHostAndKey() throws Exception {
		Path key = encryptedKey("typed_key");
		AtomicReference<String> asked = new AtomicReference<>();
		String status = listWith(key, prompt -> {
			asked.set(Widgets.byId(prompt, UiIds.SSH_PROMPT_TEXT, Label.class).getText());
			Text field = Widgets.byId(prompt, UiIds.SSH_PROMPT_ANSWER, Text.class);
			Mouse.click(field);
			Keyboard.type(display, PASSPHRASE);
			Screenshots.saveQuietly(prompt, "ssh-passphrase.png");
			Keyboard.press(display, SWT.CR);
		});
		assertTrue(asked.get().contains(key.toString()) && asked.get().contains(Sshd.ALIAS), asked.get());
		// logged in: the sshd's machine has no herdr, which the listing says over the connection
		assertTrue(status.contains("herdr is not installed on " + Sshd.ALIAS), status);
	}

	@Test
	void cancelEndsTheLoginAsCancelled() throws Exception {
		Path key = encryptedKey("cancelled_key");
		String status = listWith(key, prompt -> Mouse.click(Widgets.byId(prompt, UiIds.SSH_PROMPT_CANCEL, Button.class)));
		assertTrue(status.contains("cancelled at the passphrase for the key " + key), status);
	}
}
