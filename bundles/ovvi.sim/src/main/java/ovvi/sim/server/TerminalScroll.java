package ovvi.sim.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import ovvi.sim.vt.Screen;

/** terminal.scroll and terminal.mouse: to the program when it asked for them, else herdr's viewport. */
final class TerminalScroll {

    private TerminalScroll() {
    }

    static void apply(Terminal t, Params p) throws IOException {
        String direction = p.enumValue("direction", "up", "down");
        Long lines = p.optUnsigned("lines");
        if (lines == null || lines < 1) {
            throw new RequestError("terminal.scroll needs lines >= 1");
        }
        String source = p.optEnum("source", "wheel", "page_key");
        Long column = p.optUnsigned("column");
        Long row = p.optUnsigned("row");
        Screen s = t.process.screen;
        boolean up = direction.equals("up");
        if ("page_key".equals(source) && s.altScreen()) {
            t.process.write((up ? "\u001b[5~" : "\u001b[6~").getBytes(StandardCharsets.US_ASCII));
            return;
        }
        if (!"page_key".equals(source) && s.mouseReporting()) {
            s.setViewOffset(0);
            t.process.write(mouseEvent(s, up ? 64 : 65, column == null ? 0 : column, row == null ? 0 : row, true));
            return;
        }
        if (!"page_key".equals(source) && s.altScreen() && s.alternateScroll()) {
            s.setViewOffset(0);
            String key = s.appCursor() ? (up ? "\u001bOA" : "\u001bOB") : (up ? "\u001b[A" : "\u001b[B");
            t.process.write(key.getBytes(StandardCharsets.US_ASCII));
            return;
        }
        s.setViewOffset(s.viewOffset() + (int) (up ? lines : -lines));
    }

    /**
     * 0.9.5's terminal.mouse: {@code {kind: press|release|drag|move, button: left|middle|right,
     * column, row}} reaches the program only when it enabled mouse reporting.
     */
    static void mouse(Terminal t, Params p) throws IOException {
        String kind = p.enumValue("kind", "press", "release", "drag", "move");
        String button = p.optEnum("button", "left", "middle", "right");
        long column = p.optUnsigned("column") == null ? 0 : p.optUnsigned("column");
        long row = p.optUnsigned("row") == null ? 0 : p.optUnsigned("row");
        Screen s = t.process.screen;
        if (!s.mouseReporting()) {
            return;
        }
        int code = button == null ? 0 : switch (button) {
            case "middle" -> 1;
            case "right" -> 2;
            default -> 0;
        };
        if (kind.equals("drag")) {
            code += 32;
        } else if (kind.equals("move")) {
            code = 35;
        }
        t.process.write(mouseEvent(s, code, column, row, !kind.equals("release")));
    }

    private static byte[] mouseEvent(Screen s, int code, long column, long row, boolean press) {
        if (s.mouseSgr()) {
            return ("\u001b[<" + code + ";" + (column + 1) + ";" + (row + 1) + (press ? "M" : "m"))
                    .getBytes(StandardCharsets.US_ASCII);
        }
        int c = press ? code : 3;
        return new byte[] {0x1b, '[', 'M', (byte) (32 + c), (byte) Math.min(255, 33 + column), (byte) Math.min(255, 33 + row)};
    }
}
