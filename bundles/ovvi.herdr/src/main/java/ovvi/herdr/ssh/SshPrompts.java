package ovvi.herdr.ssh;

import java.nio.file.Path;
import java.util.List;

/**
 * The questions an SSH login may ask the user: a key's passphrase, a password, and the rounds of
 * keyboard-interactive (one-time codes). The UI answers them (an OSGi service of the workbench);
 * each question names the host and, for a passphrase, the key. A null answer is a Cancel, which
 * ends that login with "cancelled".
 */
public interface SshPrompts {

	/**
	 * @param attempt 1 for the first time the key is asked about in this login, 2 after a wrong one...
	 */
	record Passphrase(String host, Path key, int attempt) {
	}

	record Password(String host, String user, int attempt) {
	}

	/** One prompt of a round: the server's text, and whether the answer may be shown as typed. */
	record Prompt(String text, boolean echo) {
	}

	/** One round, with the server's own name and instruction (either may be empty). */
	record KeyboardInteractive(String host, String user, String name, String instruction, List<Prompt> prompts) {
	}

	/** @return the passphrase, or null for Cancel (the default: nobody to ask) */
	default char[] passphrase(Passphrase question) {
		return null;
	}

	/** @return the password, or null for Cancel (the default: nobody to ask) */
	default char[] password(Password question) {
		return null;
	}

	/** @return one answer per prompt, or null for Cancel (the default: nobody to ask) */
	default List<String> keyboardInteractive(KeyboardInteractive round) {
		return null;
	}

	/** Nobody to ask (tests, or BatchMode yes): every question is cancelled. */
	SshPrompts NONE = new SshPrompts() {
	};
}
