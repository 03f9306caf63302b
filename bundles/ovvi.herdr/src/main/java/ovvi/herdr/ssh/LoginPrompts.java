package ovvi.herdr.ssh;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import com.jcraft.jsch.UIKeyboardInteractive;
import com.jcraft.jsch.UserInfo;

/**
 * One login's questions, passed on to the user's {@link SshPrompts} with the host and key named.
 * A passphrase is asked at most NumberOfPasswordPrompts times per key (3, as ssh), and so is a
 * password; after that, and on Cancel, the login ends and {@link #outcome()} says why.
 */
final class LoginPrompts implements UserInfo, UIKeyboardInteractive {

	private static final String PASSPHRASE_FOR = "Passphrase for ";

	private final String host;
	private final String user;
	private final SshPrompts prompts;
	private final PassphraseMemory memory;
	private final int tries;
	private final Map<Path, Integer> asked = new HashMap<>();
	private int passwordsAsked;
	private char[] answer;
	private volatile String outcome;

	LoginPrompts(String host, String user, SshPrompts prompts, PassphraseMemory memory, int tries) {
		this.host = host;
		this.user = user;
		this.prompts = prompts;
		this.memory = memory;
		this.tries = tries;
	}

	/** Why the login ended at a prompt (cancelled, or too many wrong answers); null when it did not. */
	String outcome() {
		return outcome;
	}

	/** A remembered passphrase is tried first, without asking; a wrong one is forgotten and the user asked. */
	@Override
	public boolean promptPassphrase(String message) {
		Path key = Path.of(message.startsWith(PASSPHRASE_FOR) ? message.substring(PASSPHRASE_FOR.length()) : message);
		int before = asked.getOrDefault(key, -1);
		if (before < 0) {
			asked.put(key, 0);
			char[] remembered = memory.recall(key);
			if (remembered != null) {
				answer = remembered;
				return true;
			}
			before = 0;
		}
		memory.forget(key);
		if (before >= tries) {
			outcome = "the passphrase for the key " + key + " was wrong " + tries + " times";
			return false;
		}
		asked.put(key, before + 1);
		char[] typed = prompts.passphrase(new SshPrompts.Passphrase(host, key, before + 1));
		if (typed == null) {
			outcome = "cancelled at the passphrase for the key " + key;
			return false;
		}
		memory.remember(key, typed);
		answer = typed;
		return true;
	}

	@Override
	public boolean promptPassword(String message) {
		if (passwordsAsked >= tries) {
			outcome = "the password for " + user + "@" + host + " was refused " + tries + " times";
			return false;
		}
		passwordsAsked++;
		char[] typed = prompts.password(new SshPrompts.Password(host, user, passwordsAsked));
		if (typed == null) {
			outcome = "cancelled at the password for " + user + "@" + host;
			return false;
		}
		answer = typed;
		return true;
	}

	@Override
	public String[] promptKeyboardInteractive(String destination, String name, String instruction, String[] prompt, boolean[] echo) {
		if (prompt.length == 0) {
			// a round that only informs: nothing to answer
			return new String[0];
		}
		List<SshPrompts.Prompt> asking = IntStream.range(0, prompt.length).mapToObj(i -> new SshPrompts.Prompt(prompt[i], echo[i])).toList();
		List<String> answers = prompts.keyboardInteractive(new SshPrompts.KeyboardInteractive(host, user, name, instruction, asking));
		if (answers == null || answers.size() != prompt.length) {
			outcome = "cancelled at " + host + "'s question" + (prompt.length == 1 ? " \"" + prompt[0].strip() + "\"" : "s");
			return null;
		}
		return answers.toArray(String[]::new);
	}

	/** JSch takes the answer as a String; the char[] is cleared once handed over. */
	private String takeAnswer() {
		if (answer == null) {
			return null;
		}
		String given = new String(answer);
		Arrays.fill(answer, '\0');
		answer = null;
		return given;
	}

	@Override
	public String getPassphrase() {
		return takeAnswer();
	}

	@Override
	public String getPassword() {
		return takeAnswer();
	}

	/** Host keys are Ovvi's {@link TrustedHostKeys}' business; JSch never asks here. */
	@Override
	public boolean promptYesNo(String message) {
		return false;
	}

	@Override
	public void showMessage(String message) {
		// a server's banner: Ovvi's login is not interactive enough to show it
	}
}
