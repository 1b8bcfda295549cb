"""`cotacheck serve` when a browser aborts a download (a reload, a cancelled file): one quiet line on
stderr, not socketserver's traceback (issue 41). The abort is real: a client that reads a little of a
large file and resets the connection."""

from __future__ import annotations

import socket
import struct
import threading

from cotacheck.interfaces.site.server import make_server


def test_an_aborted_download_is_one_quiet_line(tmp_path, capsys):
    (tmp_path / "grande.bin").write_bytes(b"\0" * 32 * 1024 * 1024)  # more than the sockets' buffers hold
    server = make_server(tmp_path, port=0, quiet=False)
    handled = threading.Event()
    original = server.handle_error

    def handle_error(request, client_address):
        try:
            original(request, client_address)
        finally:
            handled.set()

    server.handle_error = handle_error
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        client = socket.create_connection(("127.0.0.1", server.server_address[1]))
        client.sendall(b"GET /grande.bin HTTP/1.1\r\nHost: localhost\r\n\r\n")
        assert client.recv(65536)  # the download has begun
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close with a reset
        client.close()
        assert handled.wait(60), "the server never met the aborted connection"
    finally:
        server.shutdown()
        server.server_close()
    err = capsys.readouterr().err
    assert "Traceback" not in err and "Exception occurred" not in err
    assert [line for line in err.splitlines() if "conexão encerrada pelo navegador" in line] == [
        line for line in err.splitlines() if '"GET' not in line
    ]
    assert len([line for line in err.splitlines() if '"GET' not in line]) == 1
