package ovvi.herdr.ssh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Throwaway SSH keys for the tests, made by ssh-keygen. */
final class Keys {

	private Keys() {
	}

	static Path folder() {
		try {
			Path folder = Files.createTempDirectory("ovvi-keys");
			folder.toFile().deleteOnExit();
			return folder;
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** An ed25519 key (and its .pub) with this passphrase, "" for none. */
	static Path generate(Path key, String passphrase) {
		keygen("-q", "-t", "ed25519", "-N", passphrase, "-f", key.toString());
		return key;
	}

	/** Signs the public key as a user certificate for the principal, beside it as ...-cert.pub. */
	static void sign(Path ca, Path publicKey, String principal) {
		keygen("-q", "-s", ca.toString(), "-I", "ovvi-test", "-n", principal, "-V", "-5m:+1h", publicKey.toString());
	}

	private static void keygen(String... arguments) {
		List<String> command = new java.util.ArrayList<>(List.of("ssh-keygen"));
		command.addAll(List.of(arguments));
		try {
			Process keygen = new ProcessBuilder(command).redirectErrorStream(true).start();
			String said = new String(keygen.getInputStream().readAllBytes());
			if (keygen.waitFor() != 0) {
				throw new IllegalStateException(command + " failed: " + said);
			}
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(e);
		}
	}
}
