package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/** Keys that need more than a file: a passphrase asked through {@link SshPrompts}, and a certificate signed by a CA sshd trusts. */
class LoginPromptsTest {

	private static final Path KEYS = Keys.folder();
	private static final Path CA = Keys.generate(KEYS.resolve("ca"), "");

	@RegisterExtension
	static final Sshd SSHD = new Sshd(true).with("TrustedUserCAKeys " + CA + ".pub");

	/** The user, typing the answers given, in order; what was asked is kept. */
	private static final class Typing implements SshPrompts {
		final List<Passphrase> asked = new ArrayList<>();
		private final List<String> answers;

		Typing(String... answers) {
			this.answers = new ArrayList<>(List.of(answers));
		}

		@Override
		public char[] passphrase(Passphrase question) {
			asked.add(question);
			return answers.isEmpty() ? null : answers.removeFirst().toCharArray();
		}
	}

	private static String runWith(Path key, SshPrompts prompts, PassphraseMemory memory) throws Exception {
		return runWith(key, prompts, memory, "");
	}

	/** @param more config lines after the test host's */
	private static String runWith(Path key, SshPrompts prompts, PassphraseMemory memory, String more) throws Exception {
		try (var change = SSHD.config().replacing("  IdentityFile " + SSHD.userKey(), "  IdentityFile " + key).appending(more)) {
			SshConnection connection = new SshConnection(SshTarget.parse(Sshd.ALIAS), SshdSettings.of(SSHD), HostKeyTrust.REFUSE, prompts, memory);
			return new RemoteExec(connection).run(List.of("echo", "in")).readLine();
		}
	}

	private static Path encryptedKey(String name) throws Exception {
		Path key = Keys.generate(KEYS.resolve(name), "open sesame");
		SSHD.authorize(Path.of(key + ".pub"));
		return key;
	}

	@Test
	void aPassphraseIsAskedNamingHostAndKeyAndRememberedForTheRun() throws Exception {
		Path key = encryptedKey("typed");
		Typing user = new Typing("open sesame");
		PassphraseMemory memory = new PassphraseMemory();
		assertEquals("in", runWith(key, user, memory));
		assertEquals(List.of(new SshPrompts.Passphrase(Sshd.ALIAS, key, 1)), user.asked);

		Typing again = new Typing();
		assertEquals("in", runWith(key, again, memory));
		assertEquals(List.of(), again.asked, "remembered for the app's run");
	}

	@Test
	void aWrongPassphraseThreeTimesEndsTheLoginNamingTheKey() throws Exception {
		Path key = encryptedKey("wrong");
		Typing user = new Typing("no", "nope", "still not", "never asked");
		SshException refused = assertThrows(SshException.class, () -> runWith(key, user, new PassphraseMemory()));
		assertEquals(SshException.Reason.AUTHENTICATION, refused.reason());
		assertEquals("SSH login to " + Sshd.ALIAS + " the passphrase for the key " + key + " was wrong 3 times; Retry to try again",
				refused.getMessage());
		assertEquals(List.of(1, 2, 3), user.asked.stream().map(SshPrompts.Passphrase::attempt).toList());
	}

	@Test
	void aWrongRememberedPassphraseIsForgottenAndAskedFor() throws Exception {
		Path key = encryptedKey("changed");
		PassphraseMemory memory = new PassphraseMemory();
		memory.remember(key, "old one".toCharArray());
		Typing user = new Typing("open sesame");
		assertEquals("in", runWith(key, user, memory));
		assertEquals(1, user.asked.size());
	}

	@Test
	void cancelEndsTheLoginAsCancelled() throws Exception {
		Path key = encryptedKey("cancelled");
		SshException cancelled = assertThrows(SshException.class, () -> runWith(key, new Typing(), new PassphraseMemory()));
		assertEquals(SshException.Reason.CANCELLED, cancelled.reason());
		assertEquals("SSH login to " + Sshd.ALIAS + " cancelled at the passphrase for the key " + key, cancelled.getMessage());
	}

	@Test
	void aUserCertificateSignedByTheTrustedCaLogsIn() throws Exception {
		String me = System.getProperty("user.name");
		Path key = Keys.generate(KEYS.resolve("certified"), "");
		Keys.sign(CA, Path.of(key + ".pub"), me);
		// key-cert.pub beside the key, as ssh finds it
		assertEquals("in", runWith(key, SshPrompts.NONE, new PassphraseMemory()));

		Path elsewhere = KEYS.resolve("elsewhere-cert.pub");
		Files.move(Path.of(key + "-cert.pub"), elsewhere);
		SshException uncertified = assertThrows(SshException.class, () -> runWith(key, SshPrompts.NONE, new PassphraseMemory()));
		assertEquals(SshException.Reason.AUTHENTICATION, uncertified.reason(), "the key alone is not authorized");
		assertEquals("in", runWith(key, SshPrompts.NONE, new PassphraseMemory(), "Host *\n  CertificateFile " + elsewhere + "\n"));
	}
}
