package ovvi.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DownloadsFolderTest {

	@TempDir
	Path home;

	@Test
	void theDesktopsFolderUnderHome() throws IOException {
		userDirs(home.resolve(".config"), "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_DOWNLOAD_DIR=\"$HOME/Téléchargements\"\n");
		assertEquals(home.resolve("Téléchargements"), DownloadsFolder.of(Map.of(), home));
	}

	@Test
	void anAbsoluteFolderInXdgConfigHome() throws IOException {
		Path config = home.resolve("elsewhere");
		userDirs(config, "XDG_DOWNLOAD_DIR=\"/srv/down \\\"loads\\\"\"\n");
		assertEquals(Path.of("/srv/down \"loads\""), DownloadsFolder.of(Map.of("XDG_CONFIG_HOME", config.toString()), home));
	}

	@Test
	void withoutTheFileOrTheLineItIsDownloadsInHome() throws IOException {
		assertEquals(home.resolve("Downloads"), DownloadsFolder.of(Map.of(), home));
		userDirs(home.resolve(".config"), "XDG_MUSIC_DIR=\"$HOME/Music\"\n");
		assertEquals(home.resolve("Downloads"), DownloadsFolder.of(Map.of(), home));
	}

	@Test
	void formsXdgUserDirsNeverWritesAreIgnored() throws IOException {
		Path downloads = home.resolve("Downloads");
		userDirs(home.resolve(".config"), "XDG_DOWNLOAD_DIR=\"$HOME/\"\n");
		assertEquals(downloads, DownloadsFolder.of(Map.of(), home));
		userDirs(home.resolve(".config"), "XDG_DOWNLOAD_DIR=relative/dl\n");
		assertEquals(downloads, DownloadsFolder.of(Map.of(), home));
		userDirs(home.resolve(".config"), "XDG_DOWNLOAD_DIR=\"relative/dl\"\n");
		assertEquals(downloads, DownloadsFolder.of(Map.of(), home));
		// a relative XDG_CONFIG_HOME is ignored, as the spec says
		userDirs(home.resolve(".config"), "XDG_DOWNLOAD_DIR=\"$HOME/dl\"\n");
		assertEquals(home.resolve("dl"), DownloadsFolder.of(Map.of("XDG_CONFIG_HOME", "relative"), home));
	}

	@Test
	void aFreeNameIsNumberedBeforeTheExtension() throws IOException {
		assertEquals(home.resolve("notes.txt"), DownloadsFolder.freeName(home, "notes.txt"));
		Files.writeString(home.resolve("notes.txt"), "");
		Files.writeString(home.resolve("notes (2).txt"), "");
		assertEquals(home.resolve("notes (3).txt"), DownloadsFolder.freeName(home, "notes.txt"));
		// a dangling link takes its name too
		Files.createSymbolicLink(home.resolve("archive"), home.resolve("gone"));
		assertEquals(home.resolve("archive (2)"), DownloadsFolder.freeName(home, "archive"));
		assertEquals(".bashrc (2)", DownloadsFolder.numbered(".bashrc", 2));
	}

	private static void userDirs(Path config, String text) throws IOException {
		Files.createDirectories(config);
		Files.writeString(config.resolve("user-dirs.dirs"), text);
	}
}
