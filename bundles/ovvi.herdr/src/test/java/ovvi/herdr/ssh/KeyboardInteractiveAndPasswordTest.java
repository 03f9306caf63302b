package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/**
 * Logins that ask: keyboard-interactive in two rounds (a password, then a one-time code from
 * Google Authenticator's PAM module) and a plain password, against real sshds logging in through PAM.
 */
class KeyboardInteractiveAndPasswordTest {

	private static final String PASSWORD = "lab password";
	/** base32 of the TOTP secret; the code is worked out as an authenticator app does. */
	private static final String SECRET = "JBSWY3DPEHPK3PXP";
	private static final Path PAM = Keys.folder();
	private static final Path CHECK = script(PAM.resolve("check-password"), "#!/bin/sh\nIFS= read -r typed\n[ \"$typed\" = '" + PASSWORD + "' ]\n");
	private static final Path CODES = secret(PAM.resolve("google_authenticator"), SECRET + "\n\" TOTP_AUTH\n");
	private static final String PASSWORD_STACK = "auth required pam_exec.so expose_authtok quiet " + CHECK;

	@RegisterExtension
	static final Sshd TWO_ROUNDS = new Sshd(true).withPam(PASSWORD_STACK + "\nauth required pam_google_authenticator.so secret=" + CODES
			+ " user=" + System.getProperty("user.name"), false);
	@RegisterExtension
	static final Sshd PASSWORDS = new Sshd(true).withPam(PASSWORD_STACK, true);

	/** The user at the keyboard: answers each round with {@code answer} and keeps what was asked. */
	private static final class User implements SshPrompts {
		final List<KeyboardInteractive> rounds = new ArrayList<>();
		final List<Password> passwords = new ArrayList<>();
		private final Function<String, String> answer;

		User(Function<String, String> answer) {
			this.answer = answer;
		}

		@Override
		public char[] password(Password question) {
			passwords.add(question);
			String typed = answer.apply("Password:");
			return typed == null ? null : typed.toCharArray();
		}

		@Override
		public List<String> keyboardInteractive(KeyboardInteractive round) {
			rounds.add(round);
			String typed = answer.apply(round.prompts().getFirst().text().strip());
			return typed == null ? null : List.of(typed);
		}
	}

	private static String runOn(Sshd sshd, User user, String config) throws Exception {
		// no key of the user's is authorized here: only what the user types logs in
		try (var change = sshd.config().replacing("  IdentityFile " + sshd.userKey(), config)) {
			SshConnection connection = new SshConnection(SshTarget.parse(Sshd.ALIAS), SshdSettings.of(sshd), HostKeyTrust.REFUSE, user,
					new PassphraseMemory());
			return new RemoteExec(connection).run(List.of("echo", "in")).readLine();
		}
	}

	@Test
	void keyboardInteractiveAsksEachRoundWithTheServersOwnText() throws Exception {
		User user = new User(prompt -> prompt.equals("Password:") ? PASSWORD : code());
		assertEquals("in", runOn(TWO_ROUNDS, user, "  IdentityFile none"));
		assertEquals(List.of(List.of(new SshPrompts.Prompt("Password: ", false)), List.of(new SshPrompts.Prompt("Verification code: ", false))),
				user.rounds.stream().map(SshPrompts.KeyboardInteractive::prompts).toList());
		assertEquals(Sshd.ALIAS, user.rounds.getFirst().host());
	}

	@Test
	void cancelAtTheSecondRoundEndsTheLoginAsCancelled() throws Exception {
		User user = new User(prompt -> prompt.equals("Password:") ? PASSWORD : null);
		SshException cancelled = assertThrows(SshException.class, () -> runOn(TWO_ROUNDS, user, "  IdentityFile none"));
		assertEquals(SshException.Reason.CANCELLED, cancelled.reason());
		assertEquals("SSH login to " + Sshd.ALIAS + " cancelled at " + Sshd.ALIAS + "'s question \"Verification code:\"", cancelled.getMessage());
	}

	@Test
	void aPasswordLogsIn() throws Exception {
		// the config turns keyboard-interactive off, so the password method is the one left
		User user = new User(prompt -> PASSWORD);
		assertEquals("in", runOn(PASSWORDS, user, "  IdentityFile none\n  KbdInteractiveAuthentication no"));
		assertEquals(List.of(new SshPrompts.Password(Sshd.ALIAS, System.getProperty("user.name"), 1)), user.passwords);
		assertEquals(List.of(), user.rounds);
	}

	@Test
	void aWrongPasswordThreeTimesEndsTheLogin() throws Exception {
		User user = new User(prompt -> "not it");
		SshException refused = assertThrows(SshException.class,
				() -> runOn(PASSWORDS, user, "  IdentityFile none\n  KbdInteractiveAuthentication no"));
		assertEquals(SshException.Reason.AUTHENTICATION, refused.reason());
		assertEquals("SSH login to " + Sshd.ALIAS + " the password for " + System.getProperty("user.name") + "@" + Sshd.ALIAS
				+ " was refused 3 times; Retry to try again", refused.getMessage());
		assertEquals(3, user.passwords.size());
	}

	/** The TOTP code of now (RFC 6238: HMAC-SHA1 over the 30 s step, 6 digits). */
	private static String code() {
		try {
			Mac mac = Mac.getInstance("HmacSHA1");
			mac.init(new SecretKeySpec(base32(SECRET), "HmacSHA1"));
			byte[] hash = mac.doFinal(ByteBuffer.allocate(8).putLong(System.currentTimeMillis() / 30_000).array());
			int offset = hash[hash.length - 1] & 0xf;
			int number = (ByteBuffer.wrap(hash, offset, 4).getInt() & 0x7fffffff) % 1_000_000;
			return String.format("%06d", number);
		} catch (java.security.GeneralSecurityException e) {
			throw new IllegalStateException(e);
		}
	}

	private static byte[] base32(String text) {
		String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
		ByteBuffer out = ByteBuffer.allocate(text.length() * 5 / 8);
		long buffer = 0;
		int bits = 0;
		for (char c : text.toCharArray()) {
			buffer = buffer << 5 | alphabet.indexOf(c);
			bits += 5;
			if (bits >= 8) {
				out.put((byte) (buffer >> (bits - 8)));
				bits -= 8;
			}
		}
		return out.array();
	}

	private static Path script(Path file, String text) {
		return written(file, text, "rwx------");
	}

	/** Google Authenticator's module refuses a secret others may read. */
	private static Path secret(Path file, String text) {
		return written(file, text, "rw-------");
	}

	private static Path written(Path file, String text, String permissions) {
		try {
			Files.writeString(file, text);
			Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
			return file;
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}
}
