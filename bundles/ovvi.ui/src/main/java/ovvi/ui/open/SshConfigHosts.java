package ovvi.ui.open;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The hosts ~/.ssh/config names in its Host lines, patterns left out: the targets a user picks from. */
public final class SshConfigHosts {

	private SshConfigHosts() {
	}

	public static List<String> read(Path config) {
		if (!Files.isRegularFile(config)) {
			return List.of();
		}
		Set<String> hosts = new LinkedHashSet<>();
		try {
			for (String line : Files.readAllLines(config)) {
				String[] words = line.strip().split("[\\s=]+");
				if (words.length < 2 || !words[0].equalsIgnoreCase("Host")) {
					continue;
				}
				for (int i = 1; i < words.length; i++) {
					String name = words[i];
					if (!name.isEmpty() && !name.contains("*") && !name.contains("?") && !name.startsWith("!")) {
						hosts.add(name);
					}
				}
			}
		} catch (IOException unreadable) {
			// an unreadable config offers no hosts; a typed target still works
			return List.of();
		}
		return new ArrayList<>(hosts);
	}
}
