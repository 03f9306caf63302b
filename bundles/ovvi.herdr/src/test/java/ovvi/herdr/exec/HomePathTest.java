package ovvi.herdr.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HomePathTest {

	@Test
	void takesPathsUnderHomeRelativeToIt() {
		assertEquals(new HomePath("proj/a b"), HomePath.under("/home/u", "/home/u/proj/a b"));
		assertEquals(new HomePath("x"), HomePath.under("/home/u/", "/home/u/x"));
		assertNull(HomePath.under("/home/u", "/home/uv/x"));
		assertNull(HomePath.under("/home/u", "/home/u"));
	}

	@Test
	void refusesPathsThatLeaveHome() {
		assertThrows(IllegalArgumentException.class, () -> new HomePath("/etc/passwd"));
		assertThrows(IllegalArgumentException.class, () -> new HomePath("a/../../b"));
		assertThrows(IllegalArgumentException.class, () -> new HomePath(""));
	}
}
