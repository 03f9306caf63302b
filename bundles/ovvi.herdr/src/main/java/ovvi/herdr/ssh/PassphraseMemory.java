package ovvi.herdr.ssh;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Key passphrases the user typed, kept in memory for the app's run so that a host's extra
 * connections and later logins do not ask again. Never written anywhere.
 */
public final class PassphraseMemory {

	private final Map<Path, char[]> passphrases = new ConcurrentHashMap<>();

	/** A copy, for the caller to clear; null when none is kept. */
	char[] recall(Path key) {
		char[] kept = passphrases.get(key);
		return kept == null ? null : kept.clone();
	}

	void remember(Path key, char[] passphrase) {
		char[] old = passphrases.put(key, passphrase.clone());
		if (old != null) {
			Arrays.fill(old, '\0');
		}
	}

	void forget(Path key) {
		char[] old = passphrases.remove(key);
		if (old != null) {
			Arrays.fill(old, '\0');
		}
	}
}
