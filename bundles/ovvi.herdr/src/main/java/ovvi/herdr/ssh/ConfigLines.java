package ovvi.herdr.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;

/**
 * Where in the user's config file a setting came from, for messages: "IdentityFile in
 * ~/.ssh/config (line 4)". Only the file itself is searched, not its Includes.
 */
final class ConfigLines {

	private ConfigLines() {
	}

	/** "KEYWORD in ~/.ssh/config (line N)" for the first line setting it to a matching value, else null. */
	static String where(SshSettings settings, String keyword, Predicate<String> value) {
		List<String> lines;
		try {
			lines = Files.readAllLines(settings.config());
		} catch (IOException e) {
			return null;
		}
		for (int i = 0; i < lines.size(); i++) {
			String[] words = lines.get(i).strip().split("[\\s=]+", 2);
			if (words.length == 2 && words[0].equalsIgnoreCase(keyword) && value.test(unquoted(words[1].strip()))) {
				return keyword + " in " + shown(settings) + " (line " + (i + 1) + ")";
			}
		}
		return null;
	}

	static String shown(SshSettings settings) {
		Path config = settings.config();
		return config.startsWith(settings.home()) ? "~/" + settings.home().relativize(config) : config.toString();
	}

	private static String unquoted(String value) {
		return value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"") ? value.substring(1, value.length() - 1) : value;
	}
}
