package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.Test;

import ovvi.herdr.ssh.HostKeyQuestion;
import ovvi.herdr.ssh.HostKeyTrust.Decision;
import ovvi.ui.UiIds;
import ovvi.ui.ssh.DialogHostKeyTrust;
import ovvi.ui.ssh.HostKeyDialog;

/** The transport asks about a host key from its own thread; the user answers in a dialog with real clicks. */
class HostKeyDialogTest {

	private static final String FINGERPRINT = "SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8";

	private final Display display = Display.getCurrent();

	/** Asks from a virtual thread, as the transport does while it connects, and waits for the answer. */
	private Decision askFromTheTransport(HostKeyQuestion question, DialogDriver user) throws Exception {
		DialogHostKeyTrust trust = new DialogHostKeyTrust(display);
		CompletableFuture<Decision> answer = new CompletableFuture<>();
		Thread.ofVirtual().start(() -> answer.complete(trust.decide(question)));
		user.await();
		UiWait.until(display, answer::isDone, "the transport's thread has its answer");
		return answer.get();
	}

	private Decision answerWith(HostKeyQuestion question, String title, String button, String screenshot) throws Exception {
		return askFromTheTransport(question, DialogDriver.when(display, title, dialog -> {
			assertEquals(question.fingerprint(), Widgets.byId(dialog, UiIds.HOST_KEY_FINGERPRINT, Label.class).getText());
			assertEquals(question.host(), Widgets.byId(dialog, UiIds.HOST_KEY_HOST, Label.class).getText());
			assertEquals(question.keyType(), Widgets.byId(dialog, UiIds.HOST_KEY_TYPE, Label.class).getText());
			if (screenshot != null) {
				Screenshots.saveQuietly(dialog, screenshot);
			}
			Mouse.click(Widgets.byId(dialog, button, Button.class));
			UiWait.until(display, dialog::isDisposed, "the dialog closed");
		}));
	}

	@Test
	void anUnknownKeyShowsHostTypeAndFingerprintAndEachButtonGivesItsDecision() throws Exception {
		HostKeyQuestion question = new HostKeyQuestion("[devbox.example]:2222", "ssh-ed25519", FINGERPRINT, false);
		assertEquals(Decision.ACCEPT_AND_REMEMBER,
				answerWith(question, HostKeyDialog.TITLE_UNKNOWN, UiIds.HOST_KEY_TRUST_AND_REMEMBER, "host-key-unknown.png"));
		assertEquals(Decision.ACCEPT_ONCE, answerWith(question, HostKeyDialog.TITLE_UNKNOWN, UiIds.HOST_KEY_TRUST_ONCE, null));
		assertEquals(Decision.REFUSE, answerWith(question, HostKeyDialog.TITLE_UNKNOWN, UiIds.HOST_KEY_REFUSE, null));
	}

	@Test
	void aChangedKeyWarnsClearlyAndRefusesByDefault() throws Exception {
		HostKeyQuestion question = new HostKeyQuestion("devbox.example", "ecdsa-sha2-nistp256", FINGERPRINT, true);
		Decision decision = askFromTheTransport(question, DialogDriver.when(display, HostKeyDialog.TITLE_CHANGED, dialog -> {
			String warning = Widgets.byId(dialog, UiIds.HOST_KEY_WARNING, Label.class).getText();
			assertTrue(warning.contains("CHANGED") && warning.contains("devbox.example"), warning);
			assertEquals(Widgets.byId(dialog, UiIds.HOST_KEY_REFUSE, Button.class), dialog.getDefaultButton());
			Screenshots.saveQuietly(dialog, "host-key-changed.png");
			// Enter is the Return traversal, which presses the default button. Without a window
			// manager a dialog opened from another thread does not always get the X keyboard
			// focus in a long suite, so the traversal is taken directly rather than posted.
			assertTrue(dialog.traverse(SWT.TRAVERSE_RETURN), "the dialog takes Return");
			UiWait.until(display, dialog::isDisposed, "the dialog closed");
		}));
		assertEquals(Decision.REFUSE, decision);
	}

	@Test
	void closingTheDialogRefusesTheKey() throws Exception {
		HostKeyQuestion question = new HostKeyQuestion("devbox.example", "ssh-rsa", FINGERPRINT, false);
		Decision decision = askFromTheTransport(question, DialogDriver.when(display, HostKeyDialog.TITLE_UNKNOWN, dialog -> {
			UiWait.focusInto(dialog);
			Keyboard.press(display, SWT.ESC);
			UiWait.until(display, dialog::isDisposed, "the dialog closed");
		}));
		assertEquals(Decision.REFUSE, decision);
	}
}
